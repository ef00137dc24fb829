import { useId, type ReactNode } from 'react';
import styles from './admin-console.module.css';

interface AdminCardProps {
  /** The card's h2, which also names it. */
  readonly title: ReactNode;
  readonly titleClassName?: string | undefined;
  /** What stands beside the title (a button, a count). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** A card of a console section: its titled header row, then its content. */
export function AdminCard({ title, titleClassName, actions, children }: AdminCardProps) {
  const titleId = `${useId()}-title`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
