import type { ReactNode } from 'react';
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
