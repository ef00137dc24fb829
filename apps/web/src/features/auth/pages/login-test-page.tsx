import { AUTH_MESSAGES } from '@app/contract';
import { Link } from 'react-router';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { AUTH_PAGE_META } from '../lib/auth-page-meta';
import { ROUTES } from '../../../lib/route-paths';

/** /login-test — SPEC.md section 2: only a Google sign-in button. */
export default function LoginTestPage() {
  usePageMeta(AUTH_PAGE_META.loginTest);
  return (
    <AuthCard
      title="Sign In with Google"
      footer={
        <p>
          <Link to={ROUTES.userLogin}>Sign in with e-mail and password</Link>
        </p>
      }
    >
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
    </AuthCard>
  );
}
