import { ALERT_MESSAGES, SITE_NAME, UNSUBSCRIBE_TOKEN_MAX } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { unsubscribeSavedSearch } from '../api/unsubscribe-saved-search';
import { MailedLinkAction, MailedLinkPage, useMailedToken } from '../components/mailed-link-page';

/**
 * /saved-searches/unsubscribe?token=… — the page each saved search's mail links to
 * (docs/product/accounts.md#saved-searches-and-tour-alerts). One button press stops that
 * search's mail, as the newsletter's page does; mail clients use the one-click POST instead.
 */
export default function SavedSearchUnsubscribePage() {
  useDocumentTitle(`Stop saved search mail | ${SITE_NAME}`);
  const { token, isTokenUsable } = useMailedToken(UNSUBSCRIBE_TOKEN_MAX);
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeSavedSearch(token) });

  return (
    <MailedLinkPage titleId="saved-search-unsubscribe-title" title="Stop a saved search's mail">
      {!isTokenUsable ? (
        <p role="alert">{ALERT_MESSAGES.invalidToken}</p>
      ) : unsubscribe.isSuccess ? (
        <p role="status">{unsubscribe.data}</p>
      ) : (
        <MailedLinkAction
          prompt="Press the button to stop the e-mails of this saved search. The search stays on your dashboard."
          action={unsubscribe}
          label="Stop these e-mails"
          busyLabel="Stopping…"
          isFailed={unsubscribe.isError}
        />
      )}
    </MailedLinkPage>
  );
}
