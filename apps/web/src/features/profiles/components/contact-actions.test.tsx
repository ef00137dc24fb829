import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { ContactActions } from './contact-actions';

const PROFILE = {
  id: 42,
  name: 'Jane',
  phone: '0412345678',
  contact: { call: true, sms: true },
} as const;

// jsdom cannot follow tel: and sms: links; the click still runs its handler.
function stopNavigation(event: MouseEvent) {
  event.preventDefault();
}

describe('ContactActions', () => {
  it('counts a press of Call and of Send SMS for the advertiser', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ message: 'Counted.' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    document.addEventListener('click', stopNavigation);
    renderWithProviders(<ContactActions profile={PROFILE} />);
    fireEvent.click(screen.getByRole('link', { name: /Call/ }));
    fireEvent.click(screen.getByRole('link', { name: /Send SMS/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const bodies = fetchMock.mock.calls.map(([input, init]) => [
      requestUrl(input),
      JSON.parse(String(init?.body)) as unknown,
    ]);
    expect(bodies).toEqual([
      ['/api/models/42/contact-clicks', { kind: 'call' }],
      ['/api/models/42/contact-clicks', { kind: 'sms' }],
    ]);
    document.removeEventListener('click', stopNavigation);
  });

  it('only logs a failed count; the link still works', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
    );
    document.addEventListener('click', stopNavigation);
    renderWithProviders(<ContactActions profile={PROFILE} />);
    const call = screen.getByRole('link', { name: /Call/ });
    fireEvent.click(call);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(call).toHaveAttribute('href', 'tel:0412345678');
    document.removeEventListener('click', stopNavigation);
  });
});
