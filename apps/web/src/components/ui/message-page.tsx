import { DEFAULT_PAGE_META, SITE_NAME, type PageMeta } from '@app/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../hooks/use-page-meta';

interface MessagePageProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Links or buttons under the message. */
  readonly actions?: ReactNode;
  /** The page's title, description and canonical link; "<title> | <site name>" otherwise. */
  readonly meta?: PageMeta;
}

/** A page that only says something: not found, could not load. */
export function MessagePage({ title, children, actions, meta }: MessagePageProps) {
  const { pathname } = useLocation();
  usePageMeta(
    meta ?? { ...DEFAULT_PAGE_META, title: `${title} | ${SITE_NAME}`, canonicalPath: pathname },
  );
  return (
    <section className="page page--narrow page--message">
      <h1 className="page__title">{title}</h1>
      <div className="page__lead">{children}</div>
      {actions ? <div className="page__actions">{actions}</div> : null}
    </section>
  );
}
