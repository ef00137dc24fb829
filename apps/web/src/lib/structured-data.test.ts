import { describe, expect, it } from 'vitest';
import { buildBreadcrumbList, renderStructuredData, toAbsoluteUrl } from './structured-data';

const SITE = 'https://directory.example';

describe('structured data', () => {
  it('names each crumb by its absolute URL and position', () => {
    expect(
      buildBreadcrumbList(SITE, [
        { name: 'Home', path: '/' },
        { name: 'Victoria', path: '/escorts/victoria' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Victoria', item: `${SITE}/escorts/victoria` },
      ],
    });
  });

  it('joins an origin written with a trailing slash without doubling it', () => {
    expect(toAbsoluteUrl(`${SITE}/`, '/blog')).toBe(`${SITE}/blog`);
  });

  it('writes JSON-LD scripts in which no text can close the script', () => {
    const html = renderStructuredData([{ name: 'Eve </script><script>alert(1)</script>' }]);

    expect(html).toBe(
      '<script type="application/ld+json">{"name":"Eve \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(JSON.parse(html.slice(html.indexOf('>') + 1, html.lastIndexOf('<')))).toEqual({
      name: 'Eve </script><script>alert(1)</script>',
    });
  });
});
