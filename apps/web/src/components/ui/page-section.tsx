import { useId, type ReactNode } from 'react';

export interface PageSectionProps {
  /** The page's one h1, which also names the section. */
  readonly title: ReactNode;
  readonly className?: string | undefined;
  readonly headerClassName?: string | undefined;
  /** The h1's look: the site's page title unless the page has its own. */
  readonly titleClassName?: string | undefined;
  /** What stands beside the title in the header (a welcome, an action). */
  readonly headerExtra?: ReactNode;
  readonly children: ReactNode;
}

/** A page's main section: the header with its h1, then the page's content. */
export function PageSection({
  title,
  className,
  headerClassName,
  titleClassName = 'page__title',
  headerExtra,
  children,
}: PageSectionProps) {
  const titleId = `${useId()}-title`;
  return (
    <section className={className} aria-labelledby={titleId}>
      <header className={headerClassName}>
        <h1 id={titleId} className={titleClassName}>
          {title}
        </h1>
        {headerExtra}
      </header>
      {children}
    </section>
  );
}
