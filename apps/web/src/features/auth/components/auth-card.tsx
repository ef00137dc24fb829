import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './auth-form.module.css';

interface AuthCardProps {
  /** The page's one h1. */
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
  /** Links under the card: "No account? Sign up", etc. */
  readonly footer?: ReactNode;
}

/** The frame every customer auth page shares: a centred card, full width on a phone. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <div className={styles.card}>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
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
