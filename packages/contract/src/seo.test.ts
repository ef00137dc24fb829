import { describe, expect, it } from 'vitest';
import { buildResultsMeta, DEFAULT_PAGE_META, pagedMeta } from './seo.js';

describe('pagedMeta', () => {
  const sydney = buildResultsMeta('new-south-wales', 'sydney');

  it('leaves the first page as the list itself', () => {
    expect(pagedMeta(sydney, 1)).toEqual(sydney);
  });

  it('gives a later page its own canonical address and a title naming the page', () => {
    expect(pagedMeta(sydney, 3)).toEqual({
      ...sydney,
      title: 'Escorts in Sydney, New South Wales, page 3 | Australian Escort Directory',
      canonicalPath: '/escorts/new-south-wales/sydney?page=3',
    });
  });

  it('names the page at the end of a title that does not end with the site name', () => {
    expect(pagedMeta(DEFAULT_PAGE_META, 2)).toMatchObject({
      title: `${DEFAULT_PAGE_META.title}, page 2`,
      canonicalPath: '/?page=2',
    });
  });
});
