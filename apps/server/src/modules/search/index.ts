// What other modules may use of search: the directory's day, the listing badges' SQL and a
// search's conditions (saved searches mail the new listings of exactly the search's rules), and
// the tag its kept answers go under, which the drawn results pages share (decision 046).
export {
  badgeCutoffs,
  isActiveNowSql,
  isNewListingSql,
  isRecentlyOnlineSql,
  type CutoffValues,
} from './listing-badges.js';
export { australianDate, buildMatch, type Match } from './search.service.js';
export { searchPlaceTag } from './search.routes.js';
