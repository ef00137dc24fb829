import {
  ACCOUNT_SUSPENDED_LISTING_REASON,
  ADMIN_USER_MESSAGES,
  type AdminUser,
  type AdminUserDetail,
} from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPageOf, signInAdminForEachTest, stubAdminApi } from '../../../test/admin-session';
import { errorResponse, jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import UsersSection from './users-section';

function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    role: 'model',
    name: 'Ruby Lane',
    email: 'ruby@example.com',
    phone: '0412345678',
    status: 'active',
    email_verified_at: '2026-11-01T00:00:00.000Z',
    last_seen_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

function makeDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...makeUser(),
    has_password: true,
    has_google: false,
    customer_profile: null,
    listing: {
      id: 41,
      name: 'Ruby',
      status: 'live',
      city: 'Perth',
      state: 'Western Australia',
      suspension_reason: null,
      admin_path: '/AdminDashboard/models?listing=41',
    },
    ...overrides,
  };
}

const calls = (fetchMock: ReturnType<typeof stubAdminApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${requestUrl(input)}`);

describe('UsersSection', () => {
  signInAdminForEachTest();

  it('asks the server for the filters in the URL, shows them in the boxes, and filters again on submit', async () => {
    const fetchMock = stubAdminApi((_, url) =>
      url.startsWith('/api/admin/users?') ? jsonResponse(adminPageOf([makeUser()])) : undefined,
    );

    renderWithProviders(<UsersSection />, {
      path: '/AdminDashboard/users?q=ruby&role=model&page=2',
    });

    expect(await screen.findByRole('link', { name: 'Ruby Lane' })).toBeInTheDocument();
    expect(calls(fetchMock)[0]).toBe('GET /api/admin/users?q=ruby&role=model&page=2');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ruby');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('model');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'suspended' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() =>
      expect(calls(fetchMock)).toContain(
        'GET /api/admin/users?q=ruby&role=model&status=suspended&page=1',
      ),
    );
  });

  it('opens an account, suspends it after a confirmation and announces the answer', async () => {
    const suspended = makeDetail({
      status: 'suspended',
      listing: {
        ...makeDetail().listing!,
        status: 'suspended',
        suspension_reason: ACCOUNT_SUSPENDED_LISTING_REASON,
      },
    });
    const fetchMock = stubAdminApi((method, url) => {
      if (url.startsWith('/api/admin/users?')) return jsonResponse(adminPageOf([makeUser()]));
      if (method === 'GET' && url === '/api/admin/users/7')
        return jsonResponse({ data: makeDetail() });
      if (method === 'POST' && url === '/api/admin/users/7/suspend') {
        return jsonResponse({ message: ADMIN_USER_MESSAGES.suspended, data: suspended });
      }
      return undefined;
    });

    renderWithProviders(<UsersSection />, { path: '/AdminDashboard/users?user=7' });

    const panel = await screen.findByRole('region', { name: 'Ruby Lane' });
    expect(within(panel).getByRole('link', { name: 'Ruby' })).toHaveAttribute(
      'href',
      '/AdminDashboard/models?listing=41',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Suspend account' }));
    expect(calls(fetchMock)).not.toContain('POST /api/admin/users/7/suspend');
    const confirm = within(panel).getByRole('group', { name: 'Suspend Ruby Lane?' });
    expect(confirm).toHaveTextContent('a live listing leaves the site');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, suspend' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      ADMIN_USER_MESSAGES.suspended,
    );
    expect(
      await within(panel).findByRole('button', { name: 'Restore account' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText(`(${ACCOUNT_SUSPENDED_LISTING_REASON})`)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /api/admin/users/7/suspend');
  });

  it('cancelling the confirmation suspends nothing', async () => {
    const fetchMock = stubAdminApi((method, url) => {
      if (url.startsWith('/api/admin/users?')) return jsonResponse(adminPageOf([makeUser()]));
      if (url === '/api/admin/users/7') return jsonResponse({ data: makeDetail() });
      return undefined;
    });

    renderWithProviders(<UsersSection />, { path: '/AdminDashboard/users?user=7' });

    const panel = await screen.findByRole('region', { name: 'Ruby Lane' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Suspend account' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));

    expect(within(panel).getByRole('button', { name: 'Suspend account' })).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('shows the server’s refusal of a resend (the cool-down) in the live region', async () => {
    stubAdminApi((method, url) => {
      if (url.startsWith('/api/admin/users?')) return jsonResponse(adminPageOf([]));
      if (method === 'GET' && url === '/api/admin/users/7') {
        return jsonResponse({
          data: makeDetail({ role: 'customer', email_verified_at: null, listing: null }),
        });
      }
      if (url === '/api/admin/users/7/resend-verification') {
        return errorResponse(429, ADMIN_USER_MESSAGES.cooldown);
      }
      return undefined;
    });

    renderWithProviders(<UsersSection />, { path: '/AdminDashboard/users?user=7' });

    expect(
      await screen.findByText('No customer or advertiser matches these filters.'),
    ).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Ruby Lane' });
    expect(within(panel).getByText('No profile filled in.')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Resend verification code' }));

    expect(await within(panel).findByText(ADMIN_USER_MESSAGES.cooldown)).toHaveAttribute(
      'role',
      'status',
    );
  });
});
