/**
 * Google Identity Services, loaded only when a page shows a Google button and the server has
 * a client id (GET /api/site-config). Nothing here runs on pages without one.
 */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  /** The ID token (a JWT signed by Google); the server verifies it, the browser only reads it. */
  readonly credential: string;
}

interface GoogleButtonOptions {
  readonly type?: 'standard' | 'icon';
  readonly theme?: 'outline' | 'filled_blue' | 'filled_black';
  readonly size?: 'large' | 'medium' | 'small';
  readonly text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  readonly shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  readonly width?: number;
}

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Adds the Google script once; later calls share the same promise. A failed load may be retried. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT_URL;
    script.async = true;
    script.addEventListener('load', () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('Google Identity Services loaded without its API'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Could not load ${GOOGLE_IDENTITY_SCRIPT_URL}`));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The public claims of a Google ID token, read (not trusted) to fill the sign-in call's fixed payload (docs/product/api.md). */
export interface GoogleTokenClaims {
  readonly name?: string;
  readonly email?: string;
  readonly emailVerified?: boolean;
}

export function readGoogleTokenClaims(credential: string): GoogleTokenClaims {
  const payload = credential.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    return {
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      ...(typeof claims.email_verified === 'boolean'
        ? { emailVerified: claims.email_verified }
        : {}),
    };
  } catch {
    return {};
  }
}
