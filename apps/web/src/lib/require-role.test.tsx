import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireRole, roleGuardRedirect, type GuardSession } from './require-role';
import { EMPTY_SESSION, useSession, type SessionRole } from './session';

const SIGNED_OUT: GuardSession = { token: null, role: '', isLogging: false };
const signedInAs = (role: string): GuardSession => ({ token: 'tok', role, isLogging: true });
/** A token left in storage with an empty session store (the customer's calls read its subject). */
const TOKEN_ONLY: GuardSession = { token: 'tok', role: '', isLogging: false };

describe('roleGuardRedirect', () => {
  it.each<[SessionRole, string, GuardSession, string | null]>([
    ['customer', 'signed out', SIGNED_OUT, '/user-login'],
    ['customer', 'a customer', signedInAs('customer'), null],
    ['customer', 'a stored token alone', TOKEN_ONLY, null],
    ['customer', 'a model', signedInAs('model'), '/modelDashboard'],
    ['customer', 'an admin', signedInAs('admin'), '/AdminDashboard/dashboard'],
    ['model', 'signed out', SIGNED_OUT, '/login'],
    ['model', 'a model', signedInAs('model'), null],
    ['model', 'a customer', signedInAs('customer'), '/login'],
    ['model', 'a stored token alone', TOKEN_ONLY, '/login'],
    ['admin', 'signed out', SIGNED_OUT, '/login'],
    ['admin', 'an admin', signedInAs('admin'), null],
    ['admin', 'a model', signedInAs('model'), '/login'],
  ])('on a %s page, %s goes to %s', (role, _who, session, expected) => {
    expect(roleGuardRedirect(role, session)).toBe(expected);
  });
});

describe('RequireRole', () => {
  afterEach(() => useSession.setState(EMPTY_SESSION));

  function renderGuarded(role: SessionRole) {
    render(
      <MemoryRouter initialEntries={['/guarded']}>
        <Routes>
          <Route element={<RequireRole role={role} />}>
            <Route path="/guarded" element={<h1>Guarded page</h1>} />
          </Route>
          <Route path="/login" element={<h1>Model sign-in</h1>} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('shows the page to a session of its role', () => {
    useSession
      .getState()
      .setUser({ userName: 'A', email: 'a@b.au', role: 'admin', userId: '1' }, 't');
    renderGuarded('admin');
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('sends another role away and follows a sign-out at once', async () => {
    useSession
      .getState()
      .setUser({ userName: 'A', email: 'a@b.au', role: 'admin', userId: '1' }, 't');
    renderGuarded('admin');
    act(() => useSession.getState().logout());
    expect(await screen.findByRole('heading', { name: 'Model sign-in' })).toBeInTheDocument();
  });
});
