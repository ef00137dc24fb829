import { useId, type ReactNode } from 'react';
import styles from './admin-console.module.css';

interface AdminSectionProps {
  /** The page's one h1, which also names the section. */
  readonly title: ReactNode;
  /** The section's own layout class. */
  readonly className?: string | undefined;
  /** What stands beside the title (a New post button, the listing views). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** A console section in its one frame: the titled header, then the section's content. */
export function AdminSection({ title, className, actions, children }: AdminSectionProps) {
  const titleId = `${useId()}-title`;
  return (
    <section className={className} aria-labelledby={titleId}>
      <header className={styles.sectionHeader}>
        <h1 id={titleId} className="page__title">
          {title}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
