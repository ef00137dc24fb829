import { useEffect } from 'react';
import { DEFAULT_DOCUMENT_TITLE, SITE_NAME } from '../lib/site';

/** Sets the tab title to "<title> | <site name>", or the default title when none is given. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : DEFAULT_DOCUMENT_TITLE;
  }, [title]);
}
