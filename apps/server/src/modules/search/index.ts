// What other modules may use of search: the directory's day and the listing badges' SQL.
export {
  badgeCutoffs,
  isActiveNowSql,
  isNewListingSql,
  isRecentlyOnlineSql,
} from './listing-badges.js';
export { australianDate } from './search.service.js';
