import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ROUTES } from './route-paths';

/**
 * The client session of docs/product/accounts.md, persisted in local storage under
 * `reduxState` (the fixed key, docs/product/accounts.md). The token lives beside it in local storage (key `token`) and
 * in the cookie `token` for 7 days. Local storage is read synchronously, so rehydration is
 * immediate and the fixed 5000 ms rehydration time-out can never be reached.
 */
export const SESSION_STORAGE_KEY = 'reduxState';
export const TOKEN_STORAGE_KEY = 'token';
export const TOKEN_COOKIE_NAME = 'token';
export const TOKEN_COOKIE_DAYS = 7;
/** docs/product/accounts.md and limits-and-messages.md: the header's `Logout Successful` popup shows this long. */
export const LOGOUT_POPUP_MS = 1700;

export type SessionRole = 'model' | 'admin' | 'customer';

export interface SessionUser {
  readonly userName: string;
  readonly email: string;
  readonly role: SessionRole | string;
  readonly userId: string;
}

export interface SessionState extends SessionUser {
  readonly isLogging: boolean;
}

interface SessionActions {
  /** Signs in: the user data into the session, the token into local storage and the cookie. */
  setUser(user: SessionUser, token: string): void;
  /** Signs out: back to the empty default, persisted state, token and cookie removed. */
  logout(): void;
}

export const EMPTY_SESSION: SessionState = {
  userName: '',
  email: '',
  role: '',
  userId: '',
  isLogging: false,
};

export const useSession = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...EMPTY_SESSION,
      setUser(user, token) {
        writeToken(token);
        set({ ...user, isLogging: true });
      },
      logout() {
        clearToken();
        set(EMPTY_SESSION);
        useSession.persist.clearStorage();
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ userName, email, role, userId, isLogging }) => ({
        userName,
        email,
        role,
        userId,
        isLogging,
      }),
    },
  ),
);

/** The stored token, or null (docs/product/accounts.md: pages check only that one is present). */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const maxAge = TOKEN_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secureFlag()}`;
}

function clearToken(): void {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  document.cookie = `${TOKEN_COOKIE_NAME}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax${secureFlag()}`;
}

function secureFlag(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}

/** docs/product/routes-and-screens.md: where the header's Dashboard button leads for each role. */
export function dashboardPathFor(role: string): string {
  switch (role) {
    case 'model':
      return ROUTES.modelDashboard;
    case 'admin':
      return ROUTES.adminDashboard;
    case 'customer':
      return ROUTES.customerDashboard;
    default:
      // docs/product/routes-and-screens.md names this odd route, space included, for any other role.
      return ROUTES.unknownRole;
  }
}
