import { ADMIN_DASHBOARD_MESSAGES, ADMIN_DASHBOARD_PATH, type AdminDashboard } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, signInAdminForEachTest, stubAdminApi } from '../../../test/admin-session';
import { errorResponse, jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import DashboardSection from './dashboard-section';

// jsdom has no canvas: the chart's drawing library is replaced, its figure and table stay real.
vi.mock('uplot', () => ({
  default: class {
    destroy() {}
    setSize() {}
  },
}));

function makeDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    counts: {
      listings: { live: 120, pending: 3, paused: 4, suspended: 1 },
      customers: 1500,
      advertisers: 180,
      subscribers: 42,
      unread_messages: 2,
      open_reports: 4,
      open_underage_reports: 1,
    },
    daily: Array.from({ length: 30 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 9, 25 + i)).toISOString().slice(0, 10),
      sign_ups: i === 29 ? 4 : 0,
      new_listings: i === 28 ? 1 : 0,
    })),
    review_queue: {
      total: 3,
      oldest: [
        {
          id: 41,
          name: 'Ruby Waits',
          city: 'Perth',
          state: 'Western Australia',
          submitted_at: '2026-11-20T01:00:00.000Z',
          open_flags: 2,
        },
        {
          id: 42,
          name: 'Second In Line',
          city: 'Hobart',
          state: 'Tasmania',
          submitted_at: '2026-11-21T01:00:00.000Z',
          open_flags: 0,
        },
      ],
    },
    ...overrides,
  };
}

/** The dashboard's GET answers, one per call in order; a call past them fails the test. */
function stubDashboard(...answers: Response[]) {
  return stubAdminApi(() => answers.shift());
}

describe('DashboardSection', () => {
  signInAdminForEachTest();

  it('shows each count as a card linking to its filtered list', async () => {
    const fetchMock = stubDashboard(jsonResponse({ data: makeDashboard() }));

    renderWithProviders(<DashboardSection />, { path: '/AdminDashboard/dashboard' });

    const pending = await screen.findByRole('link', { name: /Pending review/ });
    expect(pending).toHaveTextContent('3');
    expect(pending).toHaveAttribute('href', '/AdminDashboard/models?status=pending');
    expect(screen.getByRole('link', { name: /Live/ })).toHaveAttribute(
      'href',
      '/AdminDashboard/models?status=live',
    );
    expect(screen.getByRole('link', { name: /Customers/ })).toHaveTextContent('1,500');
    expect(screen.getByRole('link', { name: /Customers/ })).toHaveAttribute(
      'href',
      '/AdminDashboard/users?role=customer',
    );
    expect(screen.getByRole('link', { name: /Unread messages/ })).toHaveAttribute(
      'href',
      '/AdminDashboard/messages?status=unread',
    );
    expect(screen.getByRole('link', { name: /Subscribers/ })).toHaveTextContent('42');
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe(ADMIN_DASHBOARD_PATH);
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('counts the open reports and flags open "may be under 18" reports above everything', async () => {
    stubDashboard(jsonResponse({ data: makeDashboard() }));

    renderWithProviders(<DashboardSection />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 open report says a listing may be under 18.');
    expect(within(alert).getByRole('link', { name: 'Review the reports now' })).toHaveAttribute(
      'href',
      '/AdminDashboard/reports?status=open',
    );
    expect(screen.getByRole('link', { name: /Open reports/ })).toHaveTextContent('4');
  });

  it('charts both daily series, with a summary and the numbers as a table', async () => {
    stubDashboard(jsonResponse({ data: makeDashboard() }));

    renderWithProviders(<DashboardSection />);

    const figure = await screen.findByRole('figure', {
      name: 'Sign-ups and new listings per day, last 30 days',
    });
    expect(screen.getByTestId('activity-summary')).toHaveTextContent(
      '4 sign-ups and 1 new listing in the last 30 days.',
    );
    const table = within(figure).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Sign-ups', 'New listings']);
    // A header row and one row a day.
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('lists the oldest pending listings, each linking to its review, with its photo matches', async () => {
    stubDashboard(jsonResponse({ data: makeDashboard() }));

    renderWithProviders(<DashboardSection />);

    const queue = await screen.findByRole('region', { name: 'Review queue' });
    expect(within(queue).getByText('3 waiting')).toBeInTheDocument();
    expect(within(queue).getByRole('link', { name: 'Ruby Waits' })).toHaveAttribute(
      'href',
      '/AdminDashboard/models?listing=41',
    );
    expect(within(queue).getByText(/2 photo matches/)).toBeInTheDocument();
    expect(within(queue).getByRole('link', { name: 'Open the review queue' })).toHaveAttribute(
      'href',
      '/AdminDashboard/models?status=pending',
    );
  });

  it('says so when no listing waits', async () => {
    stubDashboard(
      jsonResponse({ data: makeDashboard({ review_queue: { total: 0, oldest: [] } }) }),
    );

    renderWithProviders(<DashboardSection />);

    expect(await screen.findByText(ADMIN_DASHBOARD_MESSAGES.queueEmpty)).toBeInTheDocument();
  });

  it('offers to try again when the dashboard cannot load, and loads it then', async () => {
    stubDashboard(errorResponse(500, 'Boom'), jsonResponse({ data: makeDashboard() }));

    renderWithProviders(<DashboardSection />);

    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_DASHBOARD_MESSAGES.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Pending review/ })).toBeInTheDocument();
  });
});
