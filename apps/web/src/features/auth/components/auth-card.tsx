import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../lib/class-names';
import styles from './auth-form.module.css';

interface AuthCardProps {
  /** The page's one h1. */
  readonly title: string;
  readonly lead?: ReactNode;
  /**
   * What the page explains before its form (the Advertise page): shown under the h1, above the
   * card, which is then titled by `cardTitle`.
   */
  readonly intro?: { readonly content: ReactNode; readonly cardTitle: string } | undefined;
  readonly children: ReactNode;
  /** Links under the card: "No account? Sign up", etc. */
  readonly footer?: ReactNode;
}

/** The frame every customer auth page shares: a centred card, full width on a phone. */
export function AuthCard({ title, lead, intro, children, footer }: AuthCardProps) {
  const heading = (
    <h1 id="auth-title" className={styles.title}>
      {title}
    </h1>
  );
  return (
    <section
      className={cx(styles.page, intro && styles.pageWithIntro)}
      aria-labelledby="auth-title"
    >
      {intro ? (
        <div className={styles.intro}>
          {heading}
          {intro.content}
        </div>
      ) : null}
      <div className={styles.card}>
        {intro ? <h2 className={styles.cardTitle}>{intro.cardTitle}</h2> : heading}
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}

interface AuthPromptProps {
  /** The question before the link ("Remembered it?"). */
  readonly prompt: string;
  readonly to: string;
  /** Router state the next page reads (which audience the flow is for). */
  readonly state?: unknown;
  /** The link's words. */
  readonly children: ReactNode;
}

/** The line under a card that leads to the next step: a question, then its link. */
export function AuthPrompt({ prompt, to, state, children }: AuthPromptProps) {
  return (
    <p>
      {prompt}{' '}
      <Link to={to} state={state}>
        {children}
      </Link>
    </p>
  );
}
