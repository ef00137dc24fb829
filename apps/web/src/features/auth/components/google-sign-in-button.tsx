import { useEffect, useRef, useState, type ReactNode } from 'react';
import { logError } from '../../../lib/log';
import { logInWithGoogle } from '../api/auth-requests';
import { useSiteConfig } from '../../../lib/site-config';
import { loadGoogleIdentity, readGoogleTokenClaims } from '../lib/google-identity';
import { useCompleteSignIn } from '../lib/auth-session';
import styles from './auth-form.module.css';

interface GoogleSignInButtonProps {
  /** The button's wording: sign-in pages say "Sign in with Google", sign-up "Sign up with Google". */
  readonly text?: 'signin_with' | 'signup_with' | 'continue_with';
  /** Shown instead of nothing when the site has no Google client id (the /login-test page). */
  readonly whenUnavailable?: ReactNode;
}

/**
 * Google's own sign-in button (Google Identity Services), shown only when GET /api/site-config
 * names a client id; the script loads only then. On a credential the ID token goes to
 * POST /api/customer/auth/google; docs/product/limits-and-messages.md: a failure is only logged.
 */
export function GoogleSignInButton({
  text = 'signin_with',
  whenUnavailable,
}: GoogleSignInButtonProps) {
  const { data: config, isLoading } = useSiteConfig();
  const clientId = config?.google_client_id || null;
  const completeSignIn = useCompleteSignIn();
  const slot = useRef<HTMLDivElement>(null);
  const [hasFailedToLoad, setHasFailedToLoad] = useState(false);
  // The callback Google calls must see the latest sign-in function without re-rendering its button.
  const onSignedIn = useRef(completeSignIn);
  useEffect(() => {
    onSignedIn.current = completeSignIn;
  }, [completeSignIn]);

  useEffect(() => {
    if (!clientId) return;
    let isCurrent = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!isCurrent || !slot.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            const claims = readGoogleTokenClaims(credential);
            logInWithGoogle({
              token: credential,
              clientId,
              name: claims.name,
              email: claims.email,
              email_verified_at: claims.emailVerified ? new Date().toISOString() : null,
            })
              .then(({ body }) =>
                onSignedIn.current(
                  {
                    userName: body.data.name,
                    email: body.data.email,
                    role: body.data.role,
                    userId: String(body.data.id),
                  },
                  body.token,
                ),
              )
              .catch((error: unknown) => logError('google sign-in', error));
          },
        });
        google.renderButton(slot.current, {
          type: 'standard',
          theme: 'filled_black',
          size: 'large',
          shape: 'pill',
          text,
          width: Math.min(slot.current.clientWidth || 320, 400),
        });
      })
      .catch((error: unknown) => {
        logError('google identity script', error);
        if (isCurrent) setHasFailedToLoad(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [clientId, text]);

  if (isLoading) return null;
  if (!clientId) return whenUnavailable ?? null;
  if (hasFailedToLoad) {
    return <p className={styles.altHint}>Google sign-in could not load. Please try again later.</p>;
  }
  return <div ref={slot} className={styles.googleSlot} data-testid="google-sign-in" />;
}
