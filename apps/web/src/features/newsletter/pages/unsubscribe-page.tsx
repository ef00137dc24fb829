import { SITE_NAME, UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_TOKEN_MAX_LENGTH } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverMessageOf } from '../../../lib/http';
import { ROUTES } from '../../../lib/route-paths';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import styles from './mailed-link-page.module.css';

/**
 * /newsletter/unsubscribe?token=… — the page every campaign links to. One button press
 * unsubscribes (a link scanner opening the page does not), and the page says it is done.
 * Mail clients unsubscribe without the page, by the List-Unsubscribe one-click POST.
 */
export default function UnsubscribePage() {
  useDocumentTitle(`Unsubscribe | ${SITE_NAME}`);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const isTokenUsable = token.length > 0 && token.length <= UNSUBSCRIBE_TOKEN_MAX_LENGTH;
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeNewsletter(token) });

  return (
    <section className={styles.page} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className="page__title">
        Unsubscribe from the newsletter
      </h1>
      {!isTokenUsable ? (
        <p role="alert">{UNSUBSCRIBE_MESSAGES.invalidToken}</p>
      ) : unsubscribe.isSuccess ? (
        <p role="status">{unsubscribe.data}</p>
      ) : (
        <>
          <p>Press the button to stop getting the {SITE_NAME} newsletter at this address.</p>
          <p>
            <button
              type="button"
              className="button"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate()}
            >
              {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </p>
          {unsubscribe.isError ? (
            <p role="alert">
              {serverMessageOf(unsubscribe.error) ?? 'Something went wrong. Please try again.'}
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
