import { DEFAULT_PAGE_META, type PageMeta } from '@app/contract';
import { useEffect } from 'react';

/**
 * Keeps the document's title, description and canonical link in step with the page. The
 * server writes the same tags (from the same contract builders) into the HTML it sends for
 * /escorts/*, /profile/* and /blog/*, so crawlers see them without running this.
 */
export function usePageMeta(meta: PageMeta | null | undefined): void {
  const { title, description, canonicalPath } = meta ?? DEFAULT_PAGE_META;
  useEffect(() => {
    document.title = title;
    upsertHeadElement('meta[name="description"]', 'meta', { name: 'description' }).setAttribute(
      'content',
      description,
    );
    upsertHeadElement('link[rel="canonical"]', 'link', { rel: 'canonical' }).setAttribute(
      'href',
      new URL(canonicalPath, window.location.origin).href,
    );
  }, [title, description, canonicalPath]);
}

function upsertHeadElement(
  selector: string,
  tag: 'meta' | 'link',
  attributes: Record<string, string>,
): Element {
  const existing = document.head.querySelector(selector);
  if (existing) return existing;
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  return element;
}
