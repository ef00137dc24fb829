import { COUNTRY_NAME, findState } from './locations.js';
import { RESULTS_PAGE_PARAM } from './results-route.js';
import { SITE_NAME } from './site.js';
import { slugToTitle } from './slug.js';

/** What a page tells browsers and crawlers: the server writes it into the HTML, the app keeps it current. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Path (with query if any) of the page's canonical URL. */
  readonly canonicalPath: string;
}

export const DEFAULT_PAGE_META: PageMeta = {
  title: `${SITE_NAME} | Escorts and companions across Australia`,
  description:
    'Find independent escorts and companions across Australia by state, city or suburb. Verified listings, touring dates and rates.',
  canonicalPath: '/',
};

/** Search engines show about 155 characters of a description. */
export const META_DESCRIPTION_MAX_LENGTH = 155;

export function clipDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= META_DESCRIPTION_MAX_LENGTH) return flat;
  const cut = flat.slice(0, META_DESCRIPTION_MAX_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** The place a results route names: 'Sydney, New South Wales' or 'Victoria'. */
export function describeResultsPlace(stateWord: string, cityWord?: string): string {
  const stateName = findState(stateWord)?.name ?? slugToTitle(stateWord);
  return cityWord ? `${slugToTitle(cityWord)}, ${stateName}` : stateName;
}

export function buildResultsMeta(stateWord: string, cityWord?: string): PageMeta {
  const place = describeResultsPlace(stateWord, cityWord);
  const path = cityWord ? `/escorts/${stateWord}/${cityWord}` : `/escorts/${stateWord}`;
  return {
    title: `Escorts in ${place} | ${SITE_NAME}`,
    description: clipDescription(
      `Browse escorts and companions in ${place}, ${COUNTRY_NAME}: photos, rates, touring dates and who is online now.`,
    ),
    canonicalPath: path.toLowerCase(),
  };
}

/**
 * A later page of a list (`?page=2`, the Load more link's address) is a page of its own to
 * search engines: its canonical URL names its page, so the listings only it shows are indexed
 * rather than folded into the first page, and its title says which page it is, so no two
 * pages share one (docs/product/search-and-ranking.md#pages-of-results). Page 1 keeps
 * the list's own meta.
 */
export function pagedMeta(meta: PageMeta, page: number): PageMeta {
  if (page <= 1) return meta;
  const siteSuffix = ` | ${SITE_NAME}`;
  const title = meta.title.endsWith(siteSuffix)
    ? `${meta.title.slice(0, -siteSuffix.length)}, page ${page}${siteSuffix}`
    : `${meta.title}, page ${page}`;
  const separator = meta.canonicalPath.includes('?') ? '&' : '?';
  return {
    ...meta,
    title,
    canonicalPath: `${meta.canonicalPath}${separator}${RESULTS_PAGE_PARAM}=${page}`,
  };
}

export function buildProfileMeta(profile: {
  name: string;
  age: number;
  city: string;
  state: string;
  description: string;
  canonicalPath: string;
}): PageMeta {
  return {
    title: `${profile.name}, ${profile.age} – ${profile.city}, ${profile.state} | ${SITE_NAME}`,
    description: clipDescription(
      profile.description ||
        `${profile.name} (${profile.age}) in ${profile.city}, ${profile.state}: photos, rates and availability.`,
    ),
    canonicalPath: profile.canonicalPath,
  };
}

export function buildBlogEntryMeta(post: {
  title: string;
  excerpt: string;
  canonicalPath: string;
}): PageMeta {
  return {
    title: `${post.title} | ${SITE_NAME} Blog`,
    description: clipDescription(post.excerpt),
    canonicalPath: post.canonicalPath,
  };
}

export const BLOG_LIST_META: PageMeta = {
  title: `Blog | ${SITE_NAME}`,
  description: 'News, safety advice and guides for clients and advertisers across Australia.',
  canonicalPath: '/blog',
};

export const NOT_FOUND_META: PageMeta = {
  title: `Page not found | ${SITE_NAME}`,
  description: 'This page does not exist or the listing is no longer live.',
  canonicalPath: '/',
};
