import { LISTING_STATUS_TEXT, type OwnListing } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireRole } from '../../../lib/require-role';
import { useSession } from '../../../lib/session';
import { makeModelMe, makeOwnListing } from '../../../test/advertiser-factories';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { renderAppAt } from '../../../test/render-app';
import ModelDashboardPage from './model-dashboard-page';

function signIn(role = 'model') {
  useSession
    .getState()
    .setUser({ userName: 'Scarlett', email: 'scarlett@example.com', role, userId: '77' }, 'tok');
}

const STATS = {
  data: {
    views_by_day: [
      { date: '2026-11-22', views: 2 },
      { date: '2026-11-23', views: 5 },
    ],
    total_views: 7,
    wishlist_adds: 3,
    phone_reveals: 2,
    contact_taps: { calls: 0, sms: 0, whatsapp: 3, telegram: 0, signal: 0 },
    enquiries: 1,
  },
};

function mockDashboardApi(listing: OwnListing) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = requestUrl(input);
    if (url === '/api/model/me') return jsonResponse(makeModelMe({ listing_id: listing.id }));
    if (url === `/api/model/listings/${listing.id}`) return jsonResponse({ data: listing });
    if (url.endsWith('/stats')) return jsonResponse(STATS);
    if (url.endsWith('/pause') && init?.method === 'POST') {
      return jsonResponse({ message: 'Your listing is paused.' });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ModelDashboardPage', () => {
  afterEach(() => useSession.getState().logout());

  it('sends a visitor without a model session to the model sign-in page', async () => {
    renderWithProviders(
      <Routes>
        <Route element={<RequireRole role="model" />}>
          <Route path="/modelDashboard" element={<ModelDashboardPage />} />
        </Route>
        <Route path="/login" element={<p>Model sign-in</p>} />
      </Routes>,
      { path: '/modelDashboard' },
    );
    expect(await screen.findByText('Model sign-in')).toBeInTheDocument();
  });

  it('opens the first section, Status, at /modelDashboard, marked as the current page', async () => {
    signIn();
    mockDashboardApi(makeOwnListing({ status: 'live' }));
    renderAppAt('/modelDashboard');
    expect(await screen.findByText(LISTING_STATUS_TEXT.live.title)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(within(nav).getByRole('link', { name: 'Status' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('checkbox', { name: 'Hide my online status' })).not.toBeChecked();
    expect(screen.queryByTestId('total-views')).not.toBeInTheDocument();
  });

  it('moves to a section by its link: its own URL, its content alone, marked current', async () => {
    signIn();
    mockDashboardApi(makeOwnListing({ status: 'live' }));
    const router = renderAppAt('/modelDashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Statistics' }));

    expect(await screen.findByTestId('total-views')).toHaveTextContent('7');
    expect(router.state.location.pathname).toBe('/modelDashboard/statistics');
    expect(screen.getByText(/7 views in the last 2 days/)).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Status' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByText(LISTING_STATUS_TEXT.live.title)).not.toBeInTheDocument();
  });

  it('pauses a live listing and says so', async () => {
    signIn();
    const fetchMock = mockDashboardApi(makeOwnListing({ status: 'live' }));
    renderAppAt('/modelDashboard/status');
    fireEvent.click(await screen.findByRole('button', { name: 'Pause listing' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => requestUrl(input).endsWith('/pause'))).toBe(
        true,
      ),
    );
  });
});
