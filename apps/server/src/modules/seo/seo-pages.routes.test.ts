import { describe, expect, it } from 'vitest';
import {
  BLOG_LIST_META,
  DEFAULT_PAGE_META,
  NOT_FOUND_META,
  buildResultsMeta,
  pagedMeta,
} from '@app/contract';
import { createBlogPost, createListing } from '../../test/factories.js';
import { useApiTest } from '../../test/api-test.js';
import { escapeHtml } from '../../platform/text/sanitize-html.js';

/** A tiny build whose head holds the tags every page replaces. */
const INDEX_HTML = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="UTF-8" />
    <title>Built title</title>
    <meta
      name="description"
      content="Built description"
    />
    <link rel="canonical" href="https://old.example.com/" />
    <meta property="og:title" content="Built og" />
    <meta name="theme-color" content="#0f0b12" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const api = useApiTest({
  webDist: { 'index.html': INDEX_HTML },
  env: { PUBLIC_URL: 'https://directory.example' },
});

const get = (url: string) => api.app.inject({ method: 'GET', url });

/** `url`, checked to be the 404 page: its status, the not-found title and noindex. */
async function getNotFoundPage(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(404);
  const head = readHead(response.body);
  expect(head.titles).toEqual([escapeHtml(NOT_FOUND_META.title)]);
  expect(head.robots).toEqual(['noindex']);
  return { response, head };
}

/** The head's tags as name → values, read back from the HTML sent. */
function readHead(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    canonicals: all(/<link rel="canonical" href="([^"]*)"/g),
    robots: all(/<meta name="robots" content="([^"]*)"/g),
    og: Object.fromEntries(
      [...html.matchAll(/<meta property="og:(\w+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ) as Record<string, string>,
  };
}

describe('page heads in the HTML the server sends', () => {
  it('gives the home page the default title, description, canonical link and Open Graph tags, once each', async () => {
    const response = await get('/');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const head = readHead(response.body);
    expect(head.titles).toEqual([escapeHtml(DEFAULT_PAGE_META.title)]);
    expect(head.descriptions).toEqual([escapeHtml(DEFAULT_PAGE_META.description)]);
    expect(head.canonicals).toEqual(['https://directory.example/']);
    expect(head.og).toMatchObject({
      title: escapeHtml(DEFAULT_PAGE_META.title),
      url: 'https://directory.example/',
      type: 'website',
    });
    expect(response.body).not.toContain('Built');
    expect(response.body).not.toContain('old.example.com');
    expect(response.body).toContain('<meta name="theme-color" content="#0f0b12" />');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('gives /blog the blog list meta', async () => {
    const head = readHead((await get('/blog')).body);

    expect(head.titles).toEqual([escapeHtml(BLOG_LIST_META.title)]);
    expect(head.canonicals).toEqual(['https://directory.example/blog']);
  });

  it('gives results pages their place, for the state, city and /escorts/australia/:state forms', async () => {
    const state = await get('/escorts/victoria');
    const city = await get('/escorts/new-south-wales/kings-cross');
    const alternative = await get('/escorts/australia/queensland');
    const country = await get('/escorts/australia');

    expect(readHead(state.body).titles).toEqual([escapeHtml(buildResultsMeta('victoria').title)]);
    expect(readHead(state.body).canonicals).toEqual(['https://directory.example/escorts/victoria']);
    expect(readHead(city.body).titles[0]).toContain('Escorts in Kings Cross, New South Wales');
    expect(readHead(city.body).canonicals).toEqual([
      'https://directory.example/escorts/new-south-wales/kings-cross',
    ]);
    expect(alternative.statusCode).toBe(200);
    expect(readHead(alternative.body).canonicals).toEqual([
      'https://directory.example/escorts/queensland',
    ]);
    expect(country.statusCode).toBe(200);
    expect(readHead(country.body).titles[0]).toContain('Escorts in Australia');
  });

  it('gives a later page of a list its own canonical URL and a title naming the page', async () => {
    const second = readHead((await get('/escorts/victoria?page=2&utm_source=x')).body);
    expect(second.titles).toEqual([escapeHtml(pagedMeta(buildResultsMeta('victoria'), 2).title)]);
    expect(second.canonicals).toEqual(['https://directory.example/escorts/victoria?page=2']);
    // Not a page number: the first page, under the list's own address.
    const odd = readHead((await get('/escorts/victoria?page=abc')).body);
    expect(odd.canonicals).toEqual(['https://directory.example/escorts/victoria']);
    expect(readHead((await get('/?page=3')).body).canonicals).toEqual([
      'https://directory.example/?page=3',
    ]);
  });

  it('answers a city that is no locality or shared area of its state with a 404 page, its text nowhere in it', async () => {
    const known = await get('/escorts/victoria/st-kilda');
    expect(known.statusCode).toBe(200);
    expect(readHead(known.body).titles[0]).toContain('St Kilda');
    // The area a hidden suburb is shown as has its results page (listings-and-moderation.md).
    const area = await get('/escorts/new-south-wales/blue-mountains-region');
    expect(area.statusCode).toBe(200);
    expect((await get('/escorts/victoria/blue-mountains-region')).statusCode).toBe(404);

    for (const url of [
      '/escorts/victoria/cheap-pills-here',
      '/escorts/victoria/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      // A real place, but in another state.
      '/escorts/victoria/kings-cross',
    ]) {
      const { response } = await getNotFoundPage(url);
      expect(response.body.toLowerCase()).not.toContain('pills');
      expect(response.body).not.toContain('alert(1)');
    }
  });

  it('answers an unknown state word with a 404 page that must not be indexed', async () => {
    for (const url of [
      '/escorts/narnia',
      '/escorts/narnia/sydney',
      '/escorts/australia/narnia',
      '/escorts/cheap-pills-here/melbourne',
    ]) {
      const { response, head } = await getNotFoundPage(url);
      expect(head.canonicals).toEqual([]);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('gives a live profile its name, place, description, canonical URL and photo, all escaped', async () => {
    const listing = await createListing(api.db, {
      name: 'Zoë <b>"Bold"</b>',
      age: 29,
      state: 'Victoria',
      city: 'St Kilda',
      imageName: 'portrait-abc.jpg',
      descriptionHtml: '<p>Elegant &amp; warm <script>x</script>company.</p>',
    });

    const response = await get(`/profile/whatever-name/${listing.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<b>"Bold"</b>');
    const head = readHead(response.body);
    expect(head.titles).toEqual([
      escapeHtml('Zoë <b>"Bold"</b>, 29 – St Kilda, Victoria | Australian Escort Directory'),
    ]);
    expect(head.descriptions).toEqual([escapeHtml('Elegant & warm company.')]);
    const canonical = `https://directory.example/profile/zo%C3%AB-%3Cb%3E%22bold%22%3C%2Fb%3E/${listing.id}?state=victoria`;
    expect(head.canonicals).toEqual([escapeHtml(canonical)]);
    expect(head.og).toMatchObject({
      type: 'profile',
      url: escapeHtml(canonical),
      image: 'https://directory.example/images/portrait-abc.jpg',
    });
  });

  it("carries no phone number in a profile page's HTML, head and preloads included", async () => {
    const listing = await createListing(api.db, {
      phone: '0491570041',
      contactChannels: ['calls', 'sms'],
    });

    const response = await get(`/profile/someone/${listing.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/0?491\s*570\s*041/);
  });

  it('answers a profile that is not live, missing or badly numbered with the 404 page', async () => {
    const pending = await createListing(api.db, { status: 'pending' });

    for (const url of [
      `/profile/someone/${pending.id}`,
      '/profile/someone/2000000000',
      '/profile/someone/abc',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(readHead(response.body).robots).toEqual(['noindex']);
    }
  });

  it('gives a published post its title, excerpt, canonical URL and cover; an unpublished one the 404 page', async () => {
    const post = await createBlogPost(api.db, {
      title: 'Safety & <you>',
      excerpt: 'How to stay safe.',
      coverImage: 'cover-1.jpg',
    });
    const draft = await createBlogPost(api.db, { status: 'draft' });

    const response = await get(`/blog/${post.slug}/${post.id}`);
    const missing = await get(`/blog/${draft.slug}/${draft.id}`);

    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.titles).toEqual([escapeHtml('Safety & <you> | Australian Escort Directory Blog')]);
    expect(head.descriptions).toEqual(['How to stay safe.']);
    expect(head.canonicals).toEqual([`https://directory.example/blog/${post.slug}/${post.id}`]);
    expect(head.og).toMatchObject({
      type: 'article',
      image: 'https://directory.example/images/cover-1.jpg',
    });
    expect(missing.statusCode).toBe(404);
    expect(readHead(missing.body).robots).toEqual(['noindex']);
  });

  it('sends the shell, as before decision 044, when the build has no server entry', async () => {
    const post = await createBlogPost(api.db);

    for (const url of ['/blog', `/blog/${post.slug}/${post.id}`, '/faq', '/no-such-page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('server-state');
    }
  });

  it('keeps the plain app for other pages and answers HEAD like GET', async () => {
    const other = await get('/contactus');
    const head = await api.app.inject({ method: 'HEAD', url: '/escorts/victoria' });

    expect(other.statusCode).toBe(200);
    expect(readHead(other.body).titles).toEqual(['Built title']);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
  });
});
