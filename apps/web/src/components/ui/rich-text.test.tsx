import { BLOG_ALLOWED_TAGS } from '@app/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS, RichText, sanitizeHtml } from './rich-text';

describe('sanitizeHtml', () => {
  it('keeps text formatting and links', () => {
    expect(sanitizeHtml('<p>Hi <strong>there</strong> <a href="/blog">blog</a></p>')).toBe(
      '<p>Hi <strong>there</strong> <a href="/blog">blog</a></p>',
    );
  });

  it('removes scripts, event handlers, javascript: links and inline styles', () => {
    const clean = sanitizeHtml(
      '<p style="color:red" onclick="alert(1)">Hi</p><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|style=/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps exactly the tags the server keeps: no images, SVG, frames, forms or styles', () => {
    expect([...RICH_TEXT_TAGS].sort()).toEqual([...BLOG_ALLOWED_TAGS].sort());
    const clean = sanitizeHtml(
      '<p class="x" id="y">Hi</p><img src="x"><svg><circle r="1"></circle></svg>' +
        '<iframe srcdoc="x"></iframe><form action="/"><button>go</button></form>' +
        '<details open><summary>s</summary></details><style>p{}</style>',
    );
    expect(clean).toBe('<p>Hi</p>gos');
  });

  it('makes links that open a new tab safe for the opener', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});

describe('RichText', () => {
  it('renders the sanitised markup', () => {
    const { container } = render(
      <RichText html={'<p>Safe</p><img src="x" onerror="alert(1)">'} className="body" />,
    );
    expect(container.querySelector('.body p')).toHaveTextContent('Safe');
    expect(container.querySelector('img')).toBeNull();
  });
});
