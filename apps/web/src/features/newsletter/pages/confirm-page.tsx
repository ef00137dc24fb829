import { CONFIRM_MESSAGES, NEWSLETTER_CONFIRM_TOKEN_MAX_LENGTH, SITE_NAME } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { HttpError, serverMessageOf } from '../../../lib/http';
import { ROUTES } from '../../../lib/route-paths';
import { confirmNewsletter } from '../api/confirm-newsletter';
import styles from './mailed-link-page.module.css';

type LinkState = 'ready' | 'confirmed' | 'expired' | 'invalid' | 'failed';

const TITLES: Record<LinkState, string> = {
  ready: 'Confirm your newsletter subscription',
  confirmed: 'Subscription confirmed',
  expired: 'This link has expired',
  invalid: 'This link is not valid',
  failed: 'Confirm your newsletter subscription',
};

/** What the server's refusal means for the page: 410 expired, 404 or 422 not valid. */
function stateOfError(error: unknown): LinkState {
  if (error instanceof HttpError && error.status === 410) return 'expired';
  if (error instanceof HttpError && (error.status === 404 || error.status === 422)) {
    return 'invalid';
  }
  return 'failed';
}

/**
 * /newsletter/confirm?token=… — the page the double opt-in mail links to (decision 023). One
 * button press confirms: a mail scanner that opens the link does not, so only the address
 * owner's own act counts as consent. Then it says plainly what happened: confirmed, expired
 * (subscribe again for a new link) or not valid.
 */
export default function ConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const isTokenUsable = token.length > 0 && token.length <= NEWSLETTER_CONFIRM_TOKEN_MAX_LENGTH;
  const confirm = useMutation({ mutationFn: () => confirmNewsletter(token) });
  const state: LinkState = !isTokenUsable
    ? 'invalid'
    : confirm.isSuccess
      ? 'confirmed'
      : confirm.isError
        ? stateOfError(confirm.error)
        : 'ready';
  useDocumentTitle(`${TITLES[state]} | ${SITE_NAME}`);

  return (
    <section className={styles.page} aria-labelledby="confirm-title">
      <h1 id="confirm-title" className="page__title">
        {TITLES[state]}
      </h1>
      {state === 'confirmed' ? (
        <p role="status">{confirm.data}</p>
      ) : state === 'expired' ? (
        <p role="alert">{serverMessageOf(confirm.error) ?? CONFIRM_MESSAGES.expired}</p>
      ) : state === 'invalid' ? (
        <p role="alert">
          {(confirm.isError && serverMessageOf(confirm.error)) || CONFIRM_MESSAGES.invalidToken}
        </p>
      ) : (
        <>
          <p>
            Press the button to confirm that you want the {SITE_NAME} newsletter at this address.
          </p>
          <p>
            <button
              type="button"
              className="button"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate()}
            >
              {confirm.isPending ? 'Confirming…' : 'Confirm my subscription'}
            </button>
          </p>
          {state === 'failed' ? (
            <p role="alert">
              {serverMessageOf(confirm.error) ?? 'Something went wrong. Please try again.'}
            </p>
          ) : null}
        </>
      )}
      <p>
        <Link to={ROUTES.home}>Back to the directory</Link>
      </p>
    </section>
  );
}
