import { ADMIN_AUDIT_MESSAGES, type AdminAuditEntry } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminPageOf, signInAdminForEachTest, stubAdminApi } from '../../../test/admin-session';
import { errorResponse, jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import AuditSection from './audit-section';

const entry: AdminAuditEntry = {
  id: 9,
  created_at: '2026-11-22T23:30:00.000Z',
  actor_id: 1,
  actor_email: 'ops@example.com',
  action: 'listing.reject',
  target_type: 'listing',
  target_id: '12',
  details: { reason: 'Photos are blurry' },
  ip: '10.0.0.1',
};

describe('AuditSection', () => {
  signInAdminForEachTest();

  it('shows when, who, the action’s label, the target and the details, with no way to edit', async () => {
    stubAdminApi(() => jsonResponse(adminPageOf([entry])));

    renderWithProviders(<AuditSection />, { path: '/AdminDashboard/audit' });

    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('23 Nov 2026, 10:30:00 am')).toBeInTheDocument();
    expect(within(row).getByText('ops@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Rejected a listing')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'listing #12' })).toHaveAttribute(
      'href',
      '/AdminDashboard/models?listing=12',
    );
    expect(within(row).getByText('Photos are blurry')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('sends the chosen filters to the server and keeps them in the URL', async () => {
    const fetchMock = stubAdminApi(() => jsonResponse(adminPageOf([entry])));

    renderWithProviders(<AuditSection />, { path: '/AdminDashboard/audit' });

    await screen.findAllByRole('row');
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'listing.reject' } });
    fireEvent.change(screen.getByLabelText('Admin e-mail'), { target: { value: ' ops ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));

    await vi.waitFor(() =>
      expect(requestUrl(fetchMock.mock.calls.at(-1)![0])).toBe(
        '/api/admin/audit?action=listing.reject&actor=ops&from=2026-11-01',
      ),
    );
    expect(screen.getByLabelText('Action')).toHaveValue('listing.reject');
    expect(screen.getByLabelText('Admin e-mail')).toHaveValue('ops');
  });

  it('shows the server’s message for a bad date range on the field', async () => {
    stubAdminApi(() =>
      errorResponse(400, `to: ${ADMIN_AUDIT_MESSAGES.rangeInvalid}`, {
        to: ADMIN_AUDIT_MESSAGES.rangeInvalid,
      }),
    );

    renderWithProviders(<AuditSection />, {
      path: '/AdminDashboard/audit?from=2026-11-05&to=2026-11-01',
    });

    expect(await screen.findByText(ADMIN_AUDIT_MESSAGES.rangeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-01');
  });
});
