import {
  COUNTRY_NAME,
  SEARCH_PAGE_SIZE,
  buildProfilePath,
  buildStatePath,
  type SearchModelItem,
} from '@app/contract';
import {
  buildBreadcrumbList,
  toAbsoluteUrl,
  type Crumb,
  type StructuredData,
} from '../../../lib/structured-data';
import type { RouteSearch } from './route-search';

interface ResultsStructuredDataInput {
  readonly publicUrl: string;
  /** The results route the page shows; none for the home page's list. */
  readonly route?: RouteSearch;
  /** The listings on the page, in order. */
  readonly items: readonly SearchModelItem[];
  /** The page of results they are (`?page=N`), for their positions in the whole list. */
  readonly page: number;
}

/** Home, then the state, then the city or suburb: the trail of a results page. */
export function buildResultsCrumbs(route: RouteSearch): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (route.state && route.city) {
    crumbs.push({ name: route.state.name, path: buildStatePath(route.state) });
  }
  crumbs.push({
    name: route.state ? route.placeName : COUNTRY_NAME,
    path: route.meta.canonicalPath,
  });
  return crumbs;
}

/**
 * A results page's structured data (decision 045): its BreadcrumbList, and an ItemList of the
 * listings on the page, each by its name and profile URL (the card's link), numbered from the
 * page's first position in the whole list.
 */
export function buildResultsStructuredData({
  publicUrl,
  route,
  items,
  page,
}: ResultsStructuredDataInput): StructuredData[] {
  const first = (page - 1) * SEARCH_PAGE_SIZE;
  const itemList: StructuredData = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: first + index + 1,
      name: item.name,
      url: toAbsoluteUrl(publicUrl, buildProfilePath(item.name, item.model.id, item.profile.state)),
    })),
  };
  return route ? [buildBreadcrumbList(publicUrl, buildResultsCrumbs(route)), itemList] : [itemList];
}
