import { AUTH_MESSAGES } from '@app/contract';
import { usePageMeta } from '../../../hooks/use-page-meta';
import styles from '../components/auth-form.module.css';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { AUTH_PAGE_META } from '../lib/auth-page-meta';

/**
 * /login-test — docs/product/routes-and-screens.md: only a Google sign-in button, no visible heading or other
 * link. The h1 is for screen readers alone, so the page still says what it is. Without a
 * Google client id the page says sign-in with Google is not available.
 */
export default function LoginTestPage() {
  usePageMeta(AUTH_PAGE_META.loginTest);
  return (
    <section className={styles.page} aria-labelledby="login-test-title">
      <h1 id="login-test-title" className="visually-hidden">
        Sign In with Google
      </h1>
      <div className={styles.alternatives}>
        <GoogleSignInButton
          text="signin_with"
          whenUnavailable={
            <p className={styles.problem} role="status">
              {AUTH_MESSAGES.googleNotConfigured}
            </p>
          }
        />
      </div>
    </section>
  );
}
