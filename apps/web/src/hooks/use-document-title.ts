import { DEFAULT_PAGE_META, SITE_NAME } from '@app/contract';
import { useLocation } from 'react-router';
import { usePageMeta } from './use-page-meta';

/** For pages with nothing more to say than a title: "<title> | <site name>", the default description. */
export function useDocumentTitle(title?: string | null): void {
  const { pathname } = useLocation();
  usePageMeta(
    title
      ? { ...DEFAULT_PAGE_META, title: `${title} | ${SITE_NAME}`, canonicalPath: pathname }
      : DEFAULT_PAGE_META,
  );
}
