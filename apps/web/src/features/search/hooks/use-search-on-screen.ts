import { useState } from 'react';
import { useLocation, useMatch } from 'react-router';
import { ROUTE_PATTERNS } from '../../../lib/route-paths';
import {
  EMPTY_CHOICE,
  isSameChoice,
  readSearchFromUrl,
  type FilterChoice,
} from '../components/filter-bar-url';

/**
 * The search on screen, which the filter bar shows (docs/product/search-and-ranking.md#filter-bar):
 * a search page's own URL; on a profile, the search page the visitor came from (none when the
 * profile was opened from elsewhere); on any other page, none. The URL is the one source: the
 * search a profile was opened from is remembered only from the URLs gone through, never from
 * the profile's own `?state=` (a touring listing's state is not the visitor's search).
 */
export function useSearchOnScreen(): FilterChoice {
  const { pathname, search } = useLocation();
  const isProfilePage = useMatch(ROUTE_PATTERNS.profile) !== null;
  const fromUrl = readSearchFromUrl(pathname, search);
  const [cameFrom, setCameFrom] = useState<FilterChoice>(fromUrl ?? EMPTY_CHOICE);

  // Adjusted during render, so a page never shows the previous page's search for a frame.
  const remembered = fromUrl ?? (isProfilePage ? cameFrom : EMPTY_CHOICE);
  if (!isSameChoice(remembered, cameFrom)) setCameFrom(remembered);
  return remembered;
}
