// What other modules may use of search: the directory's day, the listing badges' SQL and a
// search's conditions (saved searches mail the new listings of exactly the search's rules).
export {
  badgeCutoffs,
  isActiveNowSql,
  isNewListingSql,
  isRecentlyOnlineSql,
} from './listing-badges.js';
export { australianDate, buildMatch, type Match } from './search.service.js';
export { searchPlaceTag } from './search.routes.js';
