import { useId, type ReactNode } from 'react';

export interface PageSectionProps {
  /** The page's one h1, which also names the section. */
  readonly title: ReactNode;
  readonly className?: string | undefined;
  readonly headerClassName?: string | undefined;
  /** What stands beside the title in the header (a welcome, an action). */
  readonly headerExtra?: ReactNode;
  readonly children: ReactNode;
}

/** A page's main section: the header with its h1, then the page's content. */
export function PageSection({
  title,
  className,
  headerClassName,
  headerExtra,
  children,
}: PageSectionProps) {
  const titleId = `${useId()}-title`;
  return (
    <section className={className} aria-labelledby={titleId}>
      <header className={headerClassName}>
        <h1 id={titleId} className="page__title">
          {title}
        </h1>
        {headerExtra}
      </header>
      {children}
    </section>
  );
}
