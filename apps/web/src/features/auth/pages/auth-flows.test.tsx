import {
  AUTH_MESSAGES,
  CUSTOMER_LOGIN_API_PATH,
  LOGIN_DOOR_HINTS,
  LOGIN_REDIRECT_MS,
  MODEL_LOGIN_API_PATH,
  OTP_SUCCESS_REDIRECT_MS,
  VERIFY_OTP_API_PATH,
  type LoginResponse,
  type VerifyResponse,
} from '@app/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useSession } from '../../../lib/session';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { createTestQueryClient } from '../../../test/render';
import ModelLoginPage from './model-login-page';
import OtpVerifyPage from './otp-verify-page';
import UserLoginPage from './user-login-page';

const fetchMock = vi.fn<typeof fetch>();

/** The page at `path`, with every place it may go next as a named stub. */
function renderFlow(
  path: string | { pathname: string; state: unknown },
  page: ReactElement,
  pattern: string,
) {
  const stub = (name: string) => <p>{name}</p>;
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '/', element: stub('home') },
      { path: '/modelDashboard', element: stub('model dashboard') },
      { path: '/AdminDashboard/dashboard', element: stub('admin dashboard') },
      { path: '/addaprofile', element: stub('listing builder') },
      { path: '*', element: stub('elsewhere') },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function loginAnswer(role: LoginResponse['role']): LoginResponse {
  return {
    status: true,
    name: 'Ava',
    email: 'ava@example.com',
    role,
    user: { id: 9 },
    token: 't-9',
  };
}

function signIn() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ava@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-123' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

function postedPaths(): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(requestUrl(input), 'http://x').pathname);
}

/**
 * The pages move on after a pause (LOGIN_REDIRECT_MS after a sign-in, OTP_SUCCESS_REDIRECT_MS
 * after a code). Once `paused` shows the page has started it, the test runs the clock past it
 * rather than waiting it out; the clock still runs on its own, so Testing Library's waits work.
 */
async function findAfterPause(paused: () => void, pauseMs: number, destination: string) {
  await waitFor(paused);
  await act(() => vi.advanceTimersByTimeAsync(pauseMs));
  return screen.findByText(destination);
}

const signedIn = () => expect(useSession.getState().isLogging).toBe(true);
// The form is done (its button disabled, no longer busy) in the step that starts the pause.
const codeAccepted = () =>
  expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
  vi.unstubAllGlobals();
});

describe('the sign-in card by audience', () => {
  it.each([
    ['a model', 'model', 'model dashboard'],
    ['an admin', 'admin', 'admin dashboard'],
  ] as const)(
    'signs %s in at /login through the advertiser API and opens their dashboard',
    async (_who, role, destination) => {
      fetchMock.mockImplementation(async () => jsonResponse(loginAnswer(role)));
      renderFlow('/login', <ModelLoginPage />, '/login');
      expect(screen.getByRole('heading', { level: 1, name: 'Model Sign In' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /phone/i })).toBeNull();
      expect(screen.getByRole('link', { name: 'Register to advertise' })).toHaveAttribute(
        'href',
        '/registration',
      );
      signIn();
      expect(await findAfterPause(signedIn, LOGIN_REDIRECT_MS, destination)).toBeVisible();
      expect(postedPaths()).toEqual([MODEL_LOGIN_API_PATH]);
      expect(useSession.getState()).toMatchObject({ role, isLogging: true, userId: '9' });
    },
  );

  it('keeps the customer form on the customer API, with "Forgot password" and the phone button', async () => {
    fetchMock.mockImplementation(async (input) =>
      requestUrl(input).includes('site-config')
        ? jsonResponse({ map_tile_url: '', map_attribution: '', google_client_id: null })
        : jsonResponse(loginAnswer('customer')),
    );
    renderFlow('/user-login', <UserLoginPage />, '/user-login');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/request-reset',
    );
    expect(screen.getByRole('button', { name: 'Continue with Phone Number' })).toBeVisible();
    signIn();
    expect(await findAfterPause(signedIn, LOGIN_REDIRECT_MS, 'home')).toBeVisible();
    expect(postedPaths()).toContain(CUSTOMER_LOGIN_API_PATH);
    expect(postedPaths()).not.toContain(MODEL_LOGIN_API_PATH);
  });
});

describe('after a password reset', () => {
  it('the sign-in page confirms the reset, as a status, beside the toast', () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ map_tile_url: '', map_attribution: '', google_client_id: null }),
    );
    renderFlow(
      { pathname: '/user-login', state: { notice: AUTH_MESSAGES.passwordResetDone } },
      <UserLoginPage />,
      '/user-login',
    );
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.passwordResetDone);
  });
});

describe('the wrong door', () => {
  it('after the right password at the customer form, says the account uses the advertiser sign-in and links there', async () => {
    const refused = {
      statusCode: 401,
      error: 'Unauthorized',
      message: AUTH_MESSAGES.invalidCredentials,
    };
    fetchMock.mockImplementation(async (input) =>
      requestUrl(input).includes('site-config')
        ? jsonResponse({ map_tile_url: '', map_attribution: '', google_client_id: null })
        : jsonResponse({ ...refused, door: 'model', hint: LOGIN_DOOR_HINTS.model }, 401),
    );
    const router = renderFlow('/user-login', <UserLoginPage />, '/user-login');
    signIn();
    const hint = await screen.findByText(LOGIN_DOOR_HINTS.model, { exact: false });
    fireEvent.click(within(hint).getByRole('link', { name: 'Go to the advertiser sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSession.getState().isLogging).toBe(false);
  });
});

describe('the code page', () => {
  function verifyWith(answer: VerifyResponse) {
    fetchMock.mockImplementation(async () => jsonResponse(answer));
    renderFlow('/otp-verify/9', <OtpVerifyPage />, '/otp-verify/:id');
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  }

  it('signs an advertiser in from the answer and opens the listing builder', async () => {
    verifyWith({
      status: true,
      message: 'Verified',
      token: 't-9',
      data: { name: 'Ava', email: 'ava@example.com', role: 'model', id: 9 },
    });
    expect(
      await findAfterPause(codeAccepted, OTP_SUCCESS_REDIRECT_MS, 'listing builder'),
    ).toBeVisible();
    expect(postedPaths()).toEqual([VERIFY_OTP_API_PATH]);
    expect(useSession.getState()).toMatchObject({ role: 'model', isLogging: true, userId: '9' });
    expect(window.localStorage.getItem('token')).toBe('t-9');
  });

  it('sends a customer home still signed out, to sign in next', async () => {
    verifyWith({ status: true, message: 'Verified' });
    expect(await findAfterPause(codeAccepted, OTP_SUCCESS_REDIRECT_MS, 'home')).toBeVisible();
    await waitFor(() => expect(useSession.getState().isLogging).toBe(false));
  });
});
