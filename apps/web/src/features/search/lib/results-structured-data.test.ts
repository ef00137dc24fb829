import type { SearchModelItem } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { resolveRouteSearch } from './route-search';
import { buildResultsStructuredData } from './results-structured-data';

const SITE = 'https://directory.example';

function listing(id: number, name: string): SearchModelItem {
  return {
    name,
    model: { id, age: 25, suburb: 'Geelong', description: '', image_name: null },
    profile: { state: 'Victoria', country: 'Australia' },
  } as SearchModelItem;
}

describe('buildResultsStructuredData', () => {
  it("gives a city's results a trail through its state and lists the listings by profile URL", () => {
    const [breadcrumbs, list] = buildResultsStructuredData({
      publicUrl: SITE,
      route: resolveRouteSearch('victoria', 'geelong')!,
      items: [listing(7, 'Ava Rose'), listing(9, 'Mia')],
      page: 1,
    });

    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE}/` },
        { position: 2, name: 'Victoria', item: `${SITE}/escorts/victoria` },
        { position: 3, item: `${SITE}/escorts/victoria/geelong` },
      ],
    });
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Ava Rose',
          url: `${SITE}/profile/ava-rose/7?state=victoria`,
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Mia',
          url: `${SITE}/profile/mia/9?state=victoria`,
        },
      ],
    });
  });

  it('numbers a later page from its place in the whole list', () => {
    const [, list] = buildResultsStructuredData({
      publicUrl: SITE,
      route: resolveRouteSearch('victoria')!,
      items: [listing(7, 'Ava Rose')],
      page: 2,
    });

    expect(list).toMatchObject({ itemListElement: [{ position: 25 }] });
  });

  it("gives the home page's list no trail", () => {
    const data = buildResultsStructuredData({ publicUrl: SITE, items: [], page: 1 });

    expect(data).toEqual([expect.objectContaining({ '@type': 'ItemList', numberOfItems: 0 })]);
  });
});
