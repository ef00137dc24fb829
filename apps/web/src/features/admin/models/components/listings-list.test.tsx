import { ADMIN_LISTINGS_PATH, type AdminListingRow } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPageOf, signInAdminForEachTest, stubAdminApi } from '../../../../test/admin-session';
import { jsonResponse, requestUrl } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import ModelsSection from '../models-section';

function makeRow(overrides: Partial<AdminListingRow> = {}): AdminListingRow {
  return {
    id: 41,
    name: 'Ruby Waits',
    status: 'pending',
    age: 29,
    gender: 'female',
    state: 'Queensland',
    city: 'Brisbane',
    owner: { id: 7, name: 'Ruby Owner', email: 'ruby@example.com' },
    submitted_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-20T01:00:00.000Z',
    is_verified: false,
    changes_pending: false,
    open_flags: 2,
    photo_url: '/images/ruby-320.webp',
    ...overrides,
  };
}

describe('the listings list', () => {
  signInAdminForEachTest();

  it('asks the server for the URL’s filters and shows the review queue with a link to each listing', async () => {
    const fetchMock = stubAdminApi(() =>
      jsonResponse(adminPageOf([makeRow()], { total: 30, last_page: 2 })),
    );

    renderWithProviders(<ModelsSection />, {
      path: '/AdminDashboard/models?status=pending&state=Queensland',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review queue' }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Ruby Waits' });
    expect(link).toHaveAttribute(
      'href',
      '/AdminDashboard/models?status=pending&state=Queensland&listing=41',
    );
    const row = link.closest('tr')!;
    expect(within(row).getByText('2 open matches')).toBeInTheDocument();
    expect(within(row).getByText('ruby@example.com')).toBeInTheDocument();
    expect(screen.getByText('30 listings · page 1 of 2')).toBeInTheDocument();
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe(
      `${ADMIN_LISTINGS_PATH}?status=pending&state=Queensland`,
    );
  });

  it('applies the filter form as one request, back to page 1, and pages on', async () => {
    const fetchMock = stubAdminApi(() =>
      jsonResponse(adminPageOf([makeRow({ status: 'live' })], { total: 30, last_page: 2 })),
    );
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?page=2' });
    await screen.findByRole('link', { name: 'Ruby Waits' });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ruby' } });
    fireEvent.change(screen.getByLabelText('Flagged'), { target: { value: 'yes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(requestUrl(fetchMock.mock.lastCall![0])).toBe(
        `${ADMIN_LISTINGS_PATH}?q=ruby&flagged=yes`,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(requestUrl(fetchMock.mock.lastCall![0])).toBe(
        `${ADMIN_LISTINGS_PATH}?q=ruby&flagged=yes&page=2`,
      ),
    );
  });
});
