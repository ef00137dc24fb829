import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

/**
 * What rich text (listing descriptions, blog bodies) may hold once it reaches the browser.
 * The server sanitises it when it is stored; this second pass is defence in depth, so a bug
 * or an old row on the server can never run script here. `style` is dropped too: the CSP
 * (style-src 'self') would block inline styles anyway, and they would fight the theme.
 */
const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
  // Kept so the hook below can make new-tab links safe rather than silently dropping them.
  ADD_ATTR: ['target'],
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

/** HTML made safe to put into the page. */
export function sanitizeHtml(html: string): string {
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
