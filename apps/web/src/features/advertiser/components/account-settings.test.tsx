import { AUTH_MESSAGES, LISTING_MESSAGES } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readToken, useSession } from '../../../lib/session';
import { signInAdvertiserForEachTest } from '../../../test/advertiser-session';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { DeleteAccountForm, EmailForm, PasswordForm } from './account-settings';

signInAdvertiserForEachTest('old-token');

describe('PasswordForm', () => {
  it('asks for a matching confirmation before sending anything', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PasswordForm />);
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'old-secret' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-secret-1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'new-secret-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordsMustMatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps this browser signed in with the fresh token, and shows a wrong current password on its field', async () => {
    let isWrong = true;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        isWrong
          ? jsonResponse(
              {
                message: 'Invalid input',
                errors: { current_password: LISTING_MESSAGES.currentPasswordWrong },
              },
              422,
            )
          : jsonResponse({ message: LISTING_MESSAGES.passwordChanged, token: 'fresh-token' }),
      ),
    );
    renderWithProviders(<PasswordForm />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong-one' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-secret-1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'new-secret-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(LISTING_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('new-secret-1');

    isWrong = false;
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(readToken()).toBe('fresh-token'));
    expect(useSession.getState().role).toBe('model');
  });
});

describe('EmailForm', () => {
  it('sends a code to the new address, then confirms it with the code', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      requestUrl(input).endsWith('/confirm')
        ? jsonResponse({ message: LISTING_MESSAGES.emailChanged, email: 'new@example.com' })
        : jsonResponse({ message: LISTING_MESSAGES.emailCodeSent }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<EmailForm currentEmail="scarlett@example.com" pendingEmail={null} />);
    fireEvent.change(screen.getByLabelText('New e-mail'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    await waitFor(() => expect(useSession.getState().email).toBe('new@example.com'));
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/api/model/account/email');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ otp: '1234' });
  });
});

describe('DeleteAccountForm', () => {
  it('needs the tick, then deletes, signs out and goes home', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ message: LISTING_MESSAGES.accountDeleted }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <Routes>
        <Route path="/modelDashboard" element={<DeleteAccountForm />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>,
      { path: '/modelDashboard' },
    );
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(
      await screen.findByText('Please confirm that you understand this cannot be undone.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /deleted for good/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(readToken()).toBeNull();
  });
});
