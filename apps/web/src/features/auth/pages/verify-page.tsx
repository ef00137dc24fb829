import { AUTH_MESSAGES, OTP_SUCCESS_REDIRECT_MS, type VerifyResponse } from '@app/contract';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { HttpError, messageOfBody, serverMessageOf } from '../../../lib/http';
import { verifyLink } from '../api/auth-requests';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';
import { AUTH_PAGE_META } from '../lib/auth-page-meta';
import { ROUTES, buildOtpVerifyPath } from '../../../lib/route-paths';
import { useDelayedNavigate } from '../lib/auth-redirect';
import { useSignInFromVerifyAnswer } from '../lib/verified-session';

type LinkOutcome =
  | { readonly kind: 'verified'; readonly message: string; readonly answer: VerifyResponse }
  | { readonly kind: 'already-verified'; readonly message: string }
  | { readonly kind: 'invalid'; readonly message: string };

/** Reads the server's answer into the page's three states. */
async function checkLink(id: string, token: string): Promise<LinkOutcome> {
  try {
    const { body } = await verifyLink({ id, token });
    const message = messageOfBody(body) ?? AUTH_MESSAGES.accountVerified;
    if (message === AUTH_MESSAGES.alreadyVerified) return { kind: 'already-verified', message };
    if (body.status) return { kind: 'verified', message, answer: body };
    return { kind: 'invalid', message };
  } catch (error) {
    const message = serverMessageOf(error);
    // The already-verified answer may come as a refusal (409); it is still good news.
    if (message === AUTH_MESSAGES.alreadyVerified) return { kind: 'already-verified', message };
    if (error instanceof HttpError && error.status < 500) {
      return { kind: 'invalid', message: message ?? AUTH_MESSAGES.verifyLinkInvalid };
    }
    // A network failure or a 5xx says nothing about the link: let the query show "try again".
    throw error;
  }
}

/**
 * /Verify?id=…&token=… — the link in the code e-mail: verifies the account without typing the
 * code. The handed-over site names the route only; its states are ours: verified, already verified, and
 * not valid or expired (with a way to a fresh code).
 */
export default function VerifyPage() {
  usePageMeta(AUTH_PAGE_META.verifyLink);
  const [query] = useSearchParams();
  const id = query.get('id')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';
  const isComplete = /^\d{1,10}$/.test(id) && token.length > 0;

  // A query, not an effect: the one call per link is shared (React's development double
  // render included), and a link that was used is not sent again on a re-render.
  const result = useQuery({
    queryKey: ['customer-verify-link', id, token] as const,
    queryFn: () => checkLink(id, token),
    enabled: isComplete,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  if (!isComplete) {
    return <InvalidLink id={null} message={AUTH_MESSAGES.verifyLinkInvalid} />;
  }
  if (result.isPending) {
    return (
      <AuthCard title="Verify Your Account">
        <Spinner label="Checking your link..." />
      </AuthCard>
    );
  }
  if (result.isError) {
    return (
      <AuthCard title="Verify Your Account">
        <LoadFailed
          message="We could not check your link just now. Please try again."
          onRetry={() => void result.refetch()}
        />
      </AuthCard>
    );
  }
  const outcome = result.data;
  if (outcome.kind === 'invalid') return <InvalidLink id={id} message={outcome.message} />;
  if (outcome.kind === 'verified' && outcome.answer.token) {
    return <SignedInByLink answer={outcome.answer} message={outcome.message} />;
  }
  return (
    <AuthCard title={outcome.kind === 'verified' ? 'Account Verified' : 'Already Verified'}>
      <p className={styles.status} role="status">
        {outcome.message}
      </p>
      <div className={styles.actions}>
        <Link to={ROUTES.userLogin} className="button">
          Sign in
        </Link>
      </div>
    </AuthCard>
  );
}

/**
 * An advertiser's link answer carries a session (docs/product/accounts.md): set it, then open the listing
 * builder after the same 1.5 s as the code page, with a button for the impatient.
 */
function SignedInByLink({ answer, message }: { answer: VerifyResponse; message: string }) {
  const signInFromVerifyAnswer = useSignInFromVerifyAnswer();
  const navigateLater = useDelayedNavigate();
  useEffect(() => {
    navigateLater(signInFromVerifyAnswer(answer), OTP_SUCCESS_REDIRECT_MS);
  }, [answer, signInFromVerifyAnswer, navigateLater]);
  const isModel = answer.data?.role === 'model';
  return (
    <AuthCard title="Account Verified">
      <p className={styles.status} role="status">
        {message}
      </p>
      <div className={styles.actions}>
        <Link to={isModel ? ROUTES.addProfile : ROUTES.home} className="button">
          {isModel ? 'Build your listing' : 'Continue'}
        </Link>
      </div>
    </AuthCard>
  );
}

function InvalidLink({ id, message }: { id: string | null; message: string }) {
  return (
    <AuthCard title="Link Not Valid">
      <p className={styles.problem} role="alert">
        {message}
      </p>
      <p className={styles.lead}>
        {id
          ? 'Enter the 4-digit code from the same e-mail instead, or ask for a new code there.'
          : 'Sign in to get a new code, or create an account.'}
      </p>
      <div className={styles.actions}>
        {id ? (
          <Link to={buildOtpVerifyPath(id)} className="button">
            Enter the code or get a new one
          </Link>
        ) : null}
        <Link to={ROUTES.userLogin} className="button button--ghost">
          Sign in
        </Link>
        <Link to={ROUTES.userSignup} className="button button--ghost">
          Sign up
        </Link>
      </div>
    </AuthCard>
  );
}
