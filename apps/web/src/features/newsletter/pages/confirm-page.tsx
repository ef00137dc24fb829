import { CONFIRM_MESSAGES, NEWSLETTER_CONFIRM_TOKEN_MAX_LENGTH, SITE_NAME } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { HttpError, serverMessageOf } from '../../../lib/http';
import { confirmNewsletter } from '../api/confirm-newsletter';
import { MailedLinkAction, MailedLinkPage, useMailedToken } from '../components/mailed-link-page';

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
  const { token, isTokenUsable } = useMailedToken(NEWSLETTER_CONFIRM_TOKEN_MAX_LENGTH);
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
    <MailedLinkPage titleId="confirm-title" title={TITLES[state]}>
      {state === 'confirmed' ? (
        <p role="status">{confirm.data}</p>
      ) : state === 'expired' ? (
        <p role="alert">{serverMessageOf(confirm.error) ?? CONFIRM_MESSAGES.expired}</p>
      ) : state === 'invalid' ? (
        <p role="alert">
          {(confirm.isError && serverMessageOf(confirm.error)) || CONFIRM_MESSAGES.invalidToken}
        </p>
      ) : (
        <MailedLinkAction
          prompt={`Press the button to confirm that you want the ${SITE_NAME} newsletter at this address.`}
          action={confirm}
          label="Confirm my subscription"
          busyLabel="Confirming…"
          isFailed={state === 'failed'}
        />
      )}
    </MailedLinkPage>
  );
}
