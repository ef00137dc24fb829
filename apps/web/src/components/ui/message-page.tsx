import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

interface MessagePageProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Links or buttons under the message. */
  readonly actions?: ReactNode;
}

/** A page that only says something: not found, no dashboard, could not load. */
export function MessagePage({ title, children, actions }: MessagePageProps) {
  useDocumentTitle(title);
  return (
    <section className="page page--narrow page--message">
      <h1 className="page__title">{title}</h1>
      <div className="page__lead">{children}</div>
      {actions ? <div className="page__actions">{actions}</div> : null}
    </section>
  );
}
