import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { serverMessageOf } from '../../../lib/http';
import { ROUTES } from '../../../lib/route-paths';
import styles from '../pages/mailed-link-page.module.css';

/** The token a mailed link carries, and whether it is worth sending (present, not too long). */
export function useMailedToken(maxLength: number): {
  readonly token: string;
  readonly isTokenUsable: boolean;
} {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return { token, isTokenUsable: token.length > 0 && token.length <= maxLength };
}

interface MailedLinkPageProps {
  /** Ties the section to its heading. */
  readonly titleId: string;
  readonly title: string;
  readonly children: ReactNode;
}

/** The frame of a page a newsletter mail links to: its heading, what happened, the way back. */
export function MailedLinkPage({ titleId, title, children }: MailedLinkPageProps) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className="page__title">
        {title}
      </h1>
      {children}
      <p>
        <Link to={ROUTES.home}>Back to the directory</Link>
      </p>
    </section>
  );
}

interface MailedLinkActionProps {
  /** What pressing the button does, in a sentence. */
  readonly prompt: ReactNode;
  /** The call the button makes: one press, so a link scanner opening the page does nothing. */
  readonly action: UseMutationResult<string, Error, void>;
  readonly label: string;
  readonly busyLabel: string;
  /** The call failed for a reason the page has no state of its own for. */
  readonly isFailed: boolean;
}

/** The one button a mailed link's page asks the reader to press, and its failure. */
export function MailedLinkAction({
  prompt,
  action,
  label,
  busyLabel,
  isFailed,
}: MailedLinkActionProps) {
  return (
    <>
      <p>{prompt}</p>
      <p>
        <button
          type="button"
          className="button"
          disabled={action.isPending}
          onClick={() => action.mutate()}
        >
          {action.isPending ? busyLabel : label}
        </button>
      </p>
      {isFailed ? (
        <p role="alert">
          {serverMessageOf(action.error) ?? 'Something went wrong. Please try again.'}
        </p>
      ) : null}
    </>
  );
}
