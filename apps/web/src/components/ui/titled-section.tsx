import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** A region of links is navigation; any other is a section. */
  readonly as?: 'section' | 'nav';
  /** The heading's id, which names the region. */
  readonly titleId: string;
  readonly title: ReactNode;
  readonly className?: string | undefined;
  readonly titleClassName?: string | undefined;
  readonly children: ReactNode;
}

/** A region named by its own h2 (a footer column, a profile's part, a dashboard card). */
export function TitledSection({
  as: Tag = 'section',
  titleId,
  title,
  className,
  titleClassName,
  children,
}: TitledSectionProps) {
  return (
    <Tag className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
