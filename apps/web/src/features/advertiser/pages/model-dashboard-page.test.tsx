import { LISTING_STATUS_TEXT, LISTING_STATUSES, type OwnListing } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireRole } from '../../../lib/require-role';
import { useSession } from '../../../lib/session';
import { makeModelMe, makeOwnListing } from '../../../test/advertiser-factories';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { StatusCard } from '../components/status-card';
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
    call_clicks: 2,
    sms_clicks: 1,
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

describe('StatusCard', () => {
  it.each(LISTING_STATUSES)('says what the %s status means and what happens next', (status) => {
    renderWithProviders(
      <StatusCard
        listing={makeOwnListing({ status })}
        isPreviewOpen={false}
        onTogglePreview={vi.fn()}
      />,
    );
    expect(screen.getByText(LISTING_STATUS_TEXT[status].title)).toBeInTheDocument();
    expect(screen.getByText(LISTING_STATUS_TEXT[status].next)).toBeInTheDocument();
  });

  it('shows the rejection reason and offers to submit again', () => {
    renderWithProviders(
      <StatusCard
        listing={makeOwnListing({ status: 'rejected', rejection_reason: 'Photos are blurry.' })}
        isPreviewOpen={false}
        onTogglePreview={vi.fn()}
      />,
    );
    expect(screen.getByText('Photos are blurry.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });

  it('links a live listing to its public profile and offers Pause', () => {
    renderWithProviders(
      <StatusCard
        listing={makeOwnListing({ status: 'live' })}
        isPreviewOpen={false}
        onTogglePreview={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'View my public profile' })).toHaveAttribute(
      'href',
      '/profile/scarlett/501?state=new-south-wales',
    );
    expect(screen.getByRole('button', { name: 'Pause listing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('offers a preview instead of a profile link while not live', () => {
    renderWithProviders(
      <StatusCard
        listing={makeOwnListing({ status: 'pending' })}
        isPreviewOpen={false}
        onTogglePreview={vi.fn()}
      />,
    );
    expect(screen.queryByRole('link', { name: 'View my public profile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview my listing' })).toBeInTheDocument();
  });
});

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

  it('shows the status, the totals and a text summary of the views chart', async () => {
    signIn();
    mockDashboardApi(makeOwnListing({ status: 'live' }));
    renderWithProviders(<ModelDashboardPage />, { path: '/modelDashboard' });
    expect(await screen.findByText(LISTING_STATUS_TEXT.live.title)).toBeInTheDocument();
    expect(await screen.findByTestId('total-views')).toHaveTextContent('7');
    expect(screen.getByText(/7 views in the last 2 days/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hide my online status' })).not.toBeChecked();
  });

  it('pauses a live listing and says so', async () => {
    signIn();
    const fetchMock = mockDashboardApi(makeOwnListing({ status: 'live' }));
    renderWithProviders(<ModelDashboardPage />, { path: '/modelDashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause listing' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => requestUrl(input).endsWith('/pause'))).toBe(
        true,
      ),
    );
  });
});
