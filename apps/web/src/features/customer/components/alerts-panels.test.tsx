import {
  ALERT_MESSAGES,
  SAVED_SEARCHES_PATH,
  TOUR_ALERTS_PATH,
  TOUR_ALERT_CITY_PATH,
  type SavedSearch,
  type TourAlert,
} from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { callsTo, errorResponse, jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { SavedSearchesPanel } from './saved-searches-panel';
import { TourAlertsPanel } from './tour-alerts-panel';

const SYDNEY_SEARCH: SavedSearch = {
  id: 5,
  name: 'Sydney, New South Wales · female',
  query: { state: 'New South Wales', city: 'Sydney', gender: 'female' },
  path: '/escorts/new-south-wales/sydney?gender=female',
  frequency: 'daily',
  created_at: '2026-11-01T00:00:00.000Z',
};

const BRISBANE_ALERT: TourAlert = {
  listing: { id: 42, name: 'Jane Doe', state: 'New South Wales' },
  city: 'Brisbane',
  state: 'Queensland',
  starts_on: '2026-12-03',
  ends_on: '2026-12-05',
  sent_at: '2026-11-27T00:00:00.000Z',
};

function mockApi({ searches = [SYDNEY_SEARCH], alerts = [BRISBANE_ALERT] } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (url === SAVED_SEARCHES_PATH) return jsonResponse({ status: true, data: searches });
    if (url.startsWith(`${SAVED_SEARCHES_PATH}/`) && method === 'DELETE') {
      return jsonResponse({ status: true, message: ALERT_MESSAGES.searchDeleted });
    }
    if (url.startsWith(`${SAVED_SEARCHES_PATH}/`) && method === 'PATCH') {
      return jsonResponse({
        status: true,
        message: ALERT_MESSAGES.frequencyChanged,
        data: { ...SYDNEY_SEARCH, frequency: 'weekly' },
      });
    }
    if (url === TOUR_ALERT_CITY_PATH && method === 'GET')
      return jsonResponse({ status: true, data: null });
    if (url === TOUR_ALERT_CITY_PATH && method === 'PUT') {
      return jsonResponse({ status: true, data: JSON.parse(String(init?.body)).place });
    }
    if (url === TOUR_ALERTS_PATH) return jsonResponse({ status: true, data: alerts });
    return errorResponse(404, 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn() {
  window.localStorage.setItem('token', 'customer-token');
  useSession.setState({ role: 'customer', userId: '7', isLogging: true });
}

describe('the dashboard’s saved searches', () => {
  beforeEach(signIn);

  it('lists each search by name, linking back to its results, and changes its mail or deletes it', async () => {
    const fetchMock = mockApi();
    renderWithProviders(
      <>
        <SavedSearchesPanel userId="7" />
        <ToastContainer />
      </>,
    );
    const link = await screen.findByRole('link', { name: SYDNEY_SEARCH.name });
    expect(link).toHaveAttribute('href', SYDNEY_SEARCH.path);

    fireEvent.change(screen.getByRole('combobox', { name: 'E-mail' }), {
      target: { value: 'weekly' },
    });
    expect(await screen.findByText(ALERT_MESSAGES.frequencyChanged)).toBeInTheDocument();
    const [patch] = callsTo(fetchMock, 'PATCH', `${SAVED_SEARCHES_PATH}/5`);
    expect(JSON.parse(String(patch![1]?.body))).toEqual({ frequency: 'weekly' });

    fireEvent.click(
      screen.getByRole('button', { name: `Delete the saved search ${SYDNEY_SEARCH.name}` }),
    );
    expect(await screen.findByText(ALERT_MESSAGES.searchDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `${SAVED_SEARCHES_PATH}/5`)).toHaveLength(1);
  });

  it('says how to save one when there is none', async () => {
    mockApi({ searches: [] });
    renderWithProviders(<SavedSearchesPanel userId="7" />);
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
  });
});

describe('the dashboard’s tour alerts', () => {
  beforeEach(signIn);

  it('shows each alert with its listing, city and dates, and saves the chosen city', async () => {
    const fetchMock = mockApi();
    renderWithProviders(
      <>
        <TourAlertsPanel userId="7" />
        <ToastContainer />
      </>,
    );
    const link = await screen.findByRole('link', { name: 'Jane Doe' });
    expect(link).toHaveAttribute('href', '/profile/jane-doe/42?state=new-south-wales');
    expect(screen.getByText('Brisbane, Queensland')).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'My city' });
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.change(select, { target: { value: 'Queensland|Brisbane' } });
    expect(await screen.findByText(ALERT_MESSAGES.citySaved)).toBeInTheDocument();
    const [put] = callsTo(fetchMock, 'PUT', TOUR_ALERT_CITY_PATH);
    expect(JSON.parse(String(put![1]?.body))).toEqual({
      place: { state: 'Queensland', city: 'Brisbane' },
    });
    expect(select).toHaveValue('Queensland|Brisbane');
  });
});
