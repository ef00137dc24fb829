import { ADMIN_TEAM_MESSAGES, AUTH_MESSAGES, type AdminTeamMember } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPageOf, signInAdminForEachTest, stubAdminApi } from '../../../test/admin-session';
import { errorResponse, jsonResponse } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import AdminsSection from './admins-section';

const you: AdminTeamMember = {
  id: 1,
  name: 'Ada Ops',
  email: 'ada@example.com',
  created_at: '2026-11-01T00:00:00.000Z',
  last_seen_at: '2026-11-23T00:00:00.000Z',
  has_password: true,
  is_you: true,
  can_remove: true,
};
const invited: AdminTeamMember = {
  id: 2,
  name: 'Bea New',
  email: 'bea@example.com',
  created_at: '2026-11-22T00:00:00.000Z',
  last_seen_at: null,
  has_password: false,
  is_you: false,
  can_remove: true,
};
/** An admin the signed-in one did not invite. */
const colleague: AdminTeamMember = {
  id: 3,
  name: 'Cy Elder',
  email: 'cy@example.com',
  created_at: '2026-10-01T00:00:00.000Z',
  last_seen_at: null,
  has_password: true,
  is_you: false,
  can_remove: false,
};

/** The admins API by method and URL, with each call's JSON body parsed for the answer. */
function stubApi(answer: (method: string, url: string, body: unknown) => Response | undefined) {
  return stubAdminApi((method, url, init) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return answer(method, url, body);
  });
}

describe('AdminsSection', () => {
  signInAdminForEachTest();

  it('lists the admins, who is you and whose password is not set yet; Remove only where allowed', async () => {
    stubApi((_, url) =>
      url === '/api/admin/admins?page=1'
        ? jsonResponse(adminPageOf([you, invited, colleague]))
        : undefined,
    );

    renderWithProviders(<AdminsSection />, { path: '/AdminDashboard/admins' });

    const table = await screen.findByRole('table', { name: 'Admins' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ada Ops (you)');
    expect(rows[1]).toHaveTextContent('Set');
    expect(rows[2]).toHaveTextContent('Invited, not set yet');
    expect(rows[2]).toHaveTextContent('Never');
    expect(within(rows[2]!).getByRole('button', { name: 'Remove bea@example.com' })).toBeVisible();
    expect(within(rows[3]!).queryByRole('button')).toBeNull();
  });

  it('removes an admin only after the confirmation, and announces the answer', async () => {
    let removed = false;
    const fetchMock = stubApi((method, url) => {
      if (method === 'GET') return jsonResponse(adminPageOf(removed ? [you] : [you, invited]));
      if (method === 'DELETE' && url === '/api/admin/admins/2') {
        removed = true;
        return jsonResponse({
          message: ADMIN_TEAM_MESSAGES.removed(invited.email),
          data: { id: 2, email: invited.email },
        });
      }
      return undefined;
    });

    renderWithProviders(<AdminsSection />, { path: '/AdminDashboard/admins' });

    fireEvent.click(await screen.findByRole('button', { name: 'Remove bea@example.com' }));
    const confirm = screen.getByRole('group', {
      name: 'Remove Bea New? Their sign-in stops at once.',
    });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));

    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent(
        ADMIN_TEAM_MESSAGES.removed(invited.email),
      ),
    );
    await waitFor(() => expect(screen.queryByText('bea@example.com')).not.toBeInTheDocument());
  });

  it('shows the refusal to remove the last admin', async () => {
    stubApi((method, url) => {
      if (method === 'GET') return jsonResponse(adminPageOf([you]));
      if (method === 'DELETE' && url === '/api/admin/admins/1') {
        return errorResponse(409, ADMIN_TEAM_MESSAGES.lastAdmin);
      }
      return undefined;
    });

    renderWithProviders(<AdminsSection />, { path: '/AdminDashboard/admins' });

    fireEvent.click(await screen.findByRole('button', { name: 'Remove ada@example.com' }));
    expect(
      screen.getByText('Remove yourself? You will be signed out at once.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));

    expect(await screen.findByText(ADMIN_TEAM_MESSAGES.lastAdmin)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('invites an admin: checks the boxes, keeps the input on a 409 and shows it on the e-mail field', async () => {
    const sent: unknown[] = [];
    stubApi((method, _, body) => {
      if (method === 'GET') return jsonResponse(adminPageOf([you]));
      sent.push(body);
      if (sent.length === 1) {
        return errorResponse(409, ADMIN_TEAM_MESSAGES.emailTaken, {
          email: ADMIN_TEAM_MESSAGES.emailTaken,
        });
      }
      return jsonResponse({
        message: ADMIN_TEAM_MESSAGES.invited('cy@example.com'),
        data: { id: 3, email: 'cy@example.com' },
      });
    });

    renderWithProviders(<AdminsSection />, { path: '/AdminDashboard/admins' });
    const form = await screen.findByRole('region', { name: 'Invite an admin' });
    const name = within(form).getByLabelText('Name');
    const email = within(form).getByLabelText('E-mail');
    const send = within(form).getByRole('button', { name: 'Send invitation' });

    fireEvent.click(send);
    expect(await within(form).findByText(AUTH_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(name, { target: { value: 'Cy Taken' } });
    fireEvent.change(email, { target: { value: 'taken@example.com' } });
    fireEvent.click(send);
    // The client's own check marked it first; the server's refusal replaces that message.
    await waitFor(() => expect(email).toHaveAccessibleDescription(ADMIN_TEAM_MESSAGES.emailTaken));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Cy Taken');
    expect(email).toHaveValue('taken@example.com');

    fireEvent.change(email, { target: { value: 'CY@example.com' } });
    fireEvent.click(send);
    expect(
      await within(form).findByText(ADMIN_TEAM_MESSAGES.invited('cy@example.com')),
    ).toHaveAttribute('role', 'status');
    expect(sent[1]).toEqual({ name: 'Cy Taken', email: 'cy@example.com' });
    expect(name).toHaveValue('');
  });
});
