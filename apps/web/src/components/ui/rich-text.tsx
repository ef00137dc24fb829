import { DESCRIPTION_ALLOWED_TAGS } from '@app/contract';
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

/**
 * The tags rich text may hold: the contract's allow-lists, which the server keeps when it
 * stores descriptions, campaigns (DESCRIPTION_ALLOWED_TAGS) and blog bodies (BLOG_ALLOWED_TAGS,
 * which adds these two; taken apart here because admin-blog.ts would bring Zod into every
 * page with rich text: rich-text.test.tsx checks the two lists stay the same).
 */
export const RICH_TEXT_TAGS: readonly string[] = [...DESCRIPTION_ALLOWED_TAGS, 'h2', 'a'];

/**
 * What rich text (listing descriptions, blog bodies) may hold once it reaches the browser.
 * The server sanitises it when it is stored; this second pass is defence in depth, so a bug
 * or an old row on the server can never run script here, nor add what the server never
 * keeps (images that call out, SVG, forms, styles: docs/SECURITY.md). Only links
 * keep an attribute.
 */
const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  // `target` is kept so the hook below can make new-tab links safe rather than drop them.
  ALLOWED_ATTR: ['href', 'target'],
};

let areHooksInstalled = false;

/** Links that open a new tab must not hand the new page a reference to this one. */
function installHooks(): void {
  if (areHooksInstalled) return;
  areHooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** Where DOMPurify has no DOM to work in (a page drawn on the server): the server's sanitiser. */
let sanitizeWithoutDom: ((html: string) => string) | undefined;

/** Called once by the server-rendering entry (decision 044). */
export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  sanitizeWithoutDom = sanitize;
}

/** HTML made safe to put into the page. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) {
    // DOMPurify would hand the HTML back as it came: never render it unchecked.
    if (!sanitizeWithoutDom) throw new Error('No HTML sanitiser without a DOM');
    return sanitizeWithoutDom(html);
  }
  installHooks();
  return DOMPurify.sanitize(html, SANITIZE_CONFIG);
}

interface RichTextProps {
  /** HTML from the API; sanitised again here before it is rendered. */
  readonly html: string;
  readonly className?: string;
}

/** Sanitised HTML in a <div>; style its paragraphs, lists and links from the caller's module. */
export function RichText({ html, className }: RichTextProps) {
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
