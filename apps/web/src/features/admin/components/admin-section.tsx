import type { ReactNode } from 'react';
import { PageSection } from '../../../components/ui/page-section';
import styles from './admin-console.module.css';

interface AdminSectionProps {
  /** The page's one h1, which also names the section. */
  readonly title: ReactNode;
  /** The section's own layout class, in place of the console's stack of blocks. */
  readonly className?: string | undefined;
  /** What stands beside the title (a New post button, the listing views). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** A console section in its one frame: the titled header, then the section's content. */
export function AdminSection({ title, className, actions, children }: AdminSectionProps) {
  return (
    <PageSection
      title={title}
      className={className ?? styles.section}
      headerClassName={styles.sectionHeader}
      headerExtra={actions}
    >
      {children}
    </PageSection>
  );
}
