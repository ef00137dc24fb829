import type { ReactNode } from 'react';

interface DetailRowProps {
  readonly term: string;
  /** The value; a row with none (null, undefined or empty text) is left out. */
  readonly children: ReactNode;
  readonly valueClassName?: string;
}

/** One term and its value in a `<dl>` that groups each pair in a `<div>`. */
export function DetailRow({ term, children, valueClassName }: DetailRowProps) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
