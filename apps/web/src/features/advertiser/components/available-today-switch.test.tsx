import {
  AVAILABLE_TODAY_MESSAGES,
  buildListingAvailableTodayPath,
  type OwnListing,
} from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAdvertiser } from '../../../test/advertiser-session';
import { makeOwnListing } from '../../../test/advertiser-factories';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { AvailableTodaySwitch } from './available-today-switch';

/** 10 am in Brisbane; 11 pm there is 13:00 UTC. */
const NOW = new Date('2026-07-15T00:00:00Z');
const ELEVEN_PM = '2026-07-15T13:00:00.000Z';

function renderSwitch(overrides: Partial<OwnListing>) {
  const listing = makeOwnListing({ status: 'live', state: 'Queensland', ...overrides });
  return renderWithProviders(
    <>
      <AvailableTodaySwitch listing={listing} />
      <ToastContainer />
    </>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AvailableTodaySwitch', () => {
  it('offers the half hours of the state’s clock and switches on with PUT …/available-today', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    signInAdvertiser();
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ data: makeOwnListing({ status: 'live', available_until: ELEVEN_PM }) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSwitch({});

    expect(screen.getByRole('status')).toHaveTextContent('Off.');
    const picker = screen.getByRole('combobox', { name: 'Available today until' });
    expect(picker).toHaveAccessibleDescription(/Brisbane time/);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('10:30 am');
    fireEvent.change(picker, { target: { value: '23:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Switch on' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe(buildListingAvailableTodayPath(501));
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ until: '23:30' });
    expect(await screen.findByText('You show as available today until 11 pm.')).toBeInTheDocument();
  });

  it('says until when it is on, switches off with DELETE, and shows off by itself once the time passed', async () => {
    vi.useFakeTimers({ now: new Date(Date.parse(ELEVEN_PM) - 60_000) });
    signInAdvertiser();
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ data: makeOwnListing({ status: 'live' }) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSwitch({ available_until: ELEVEN_PM });

    expect(screen.getByRole('status')).toHaveTextContent(
      'On: clients see “Available today until 11 pm”.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe(buildListingAvailableTodayPath(501));
    expect(init?.method).toBe('DELETE');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Off.');
    expect(screen.queryByRole('button', { name: 'Switch off' })).toBeNull();
  });

  it('explains that only a live listing can switch it on, and offers no form while paused', () => {
    renderSwitch({ status: 'paused' });
    expect(screen.getByText(AVAILABLE_TODAY_MESSAGES.notLive)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
