import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, sanitizeDescriptionHtml } from './sanitize-html.js';

describe('sanitizeDescriptionHtml', () => {
  it('keeps paragraphs, breaks, emphasis and lists', () => {
    const html = '<p>Hello <strong>there</strong><br><em>friend</em></p><ul><li>one</li></ul>';
    expect(sanitizeDescriptionHtml(html)).toBe(
      '<p>Hello <strong>there</strong><br /><em>friend</em></p><ul><li>one</li></ul>',
    );
  });

  it('removes scripts with their text, event handlers, styles, links and images', () => {
    const html =
      '<p onclick="steal()" style="color:red" class="x">Hi</p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)><iframe src="//evil"></iframe>';
    const clean = sanitizeDescriptionHtml(html);
    expect(clean).toBe('<p>Hi</p>link');
    expect(clean).not.toMatch(/script|onclick|onerror|style|href|<img|<a|iframe/i);
  });
});

describe('htmlToText', () => {
  it('separates blocks with a space and decodes entities', () => {
    expect(htmlToText('<p>Fish &amp; chips</p><p>5 &lt; 6<br>and "quotes"</p>')).toBe(
      'Fish & chips 5 < 6 and "quotes"',
    );
  });

  it('drops the text of scripts and styles', () => {
    expect(htmlToText('<p>Visible</p><script>hidden()</script><style>p{}</style>')).toBe('Visible');
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could end a text or attribute value', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
