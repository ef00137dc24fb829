import { SITE_NAME, UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_TOKEN_MAX_LENGTH } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { MailedLinkAction, MailedLinkPage, useMailedToken } from '../components/mailed-link-page';

/**
 * /newsletter/unsubscribe?token=… — the page every campaign links to. One button press
 * unsubscribes (a link scanner opening the page does not), and the page says it is done.
 * Mail clients unsubscribe without the page, by the List-Unsubscribe one-click POST.
 */
export default function UnsubscribePage() {
  useDocumentTitle(`Unsubscribe | ${SITE_NAME}`);
  const { token, isTokenUsable } = useMailedToken(UNSUBSCRIBE_TOKEN_MAX_LENGTH);
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeNewsletter(token) });

  return (
    <MailedLinkPage titleId="unsubscribe-title" title="Unsubscribe from the newsletter">
      {!isTokenUsable ? (
        <p role="alert">{UNSUBSCRIBE_MESSAGES.invalidToken}</p>
      ) : unsubscribe.isSuccess ? (
        <p role="status">{unsubscribe.data}</p>
      ) : (
        <MailedLinkAction
          prompt={`Press the button to stop getting the ${SITE_NAME} newsletter at this address.`}
          action={unsubscribe}
          label="Unsubscribe"
          busyLabel="Unsubscribing…"
          isFailed={unsubscribe.isError}
        />
      )}
    </MailedLinkPage>
  );
}
