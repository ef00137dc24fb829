import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ROUTES } from '../../lib/route-paths';

interface ComingSoonProps {
  /** The page's heading and document title. */
  readonly title: string;
  /** A line about what the page will hold. */
  readonly children?: ReactNode;
}

/** The body of a page that a later change builds: its heading and a note that it is coming. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <section className="page page--narrow">
      <h1 className="page__title">{title}</h1>
      {children ? <div className="page__lead">{children}</div> : null}
      <p className="page__note">This page is coming soon.</p>
      <p>
        <Link to={ROUTES.home} className="button button--ghost">
          Browse the directory
        </Link>
      </p>
    </section>
  );
}
