import { SITE_NAME } from '@app/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../../hooks/use-page-meta';
import styles from './prose-page.module.css';

export interface ProseSection {
  /** The anchor of the section, for the contents list and links from elsewhere. */
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

interface ProsePageProps {
  readonly title: string;
  /** The meta description: what a search result says about the page. */
  readonly description: string;
  readonly lead?: ReactNode;
  /** 'Last updated' line of legal pages, written as people read it. */
  readonly updated?: string;
  readonly sections?: readonly ProseSection[];
  /** Content after the sections, or instead of them. */
  readonly children?: ReactNode;
}

/**
 * The shared layout of the informational and legal pages: heading, lead, a contents list when
 * there are several sections, then the sections as readable prose.
 */
export function ProsePage({
  title,
  description,
  lead,
  updated,
  sections = [],
  children,
}: ProsePageProps) {
  const { pathname } = useLocation();
  usePageMeta({ title: `${title} | ${SITE_NAME}`, description, canonicalPath: pathname });

  return (
    <article className={styles.page} aria-labelledby="prose-title">
      <header className={styles.header}>
        <h1 id="prose-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        {updated ? <p className={styles.updated}>Last updated: {updated}</p> : null}
      </header>
      {sections.length > 2 ? (
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.prose}>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.content}
          </section>
        ))}
        {children}
      </div>
    </article>
  );
}
