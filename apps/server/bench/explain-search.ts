/**
 * The query plans of the searches the benchmark measures, with their real timings and buffer
 * reads (`EXPLAIN (ANALYZE, BUFFERS)`), for docs/PERFORMANCE.md.
 */
import { SEARCH_PAGE_SIZE, SearchModelsQuerySchema } from '@app/contract';
import { poolOf, type Database } from '../src/db/client.js';
import {
  hasFewMatches,
  preparedSearch,
  searchValues,
  shapeOf,
} from '../src/modules/search/search.service.js';
import { RICHER_SEARCHES, SYDNEY_PLACE } from './richer-searches.js';

export const EXPLAINED_SEARCHES = [
  {
    label: 'Sydney, female, page 1',
    query: { state: 'new-south-wales', city: 'sydney', gender: 'female' },
  },
  {
    label: 'Sydney, female, page 20',
    query: { state: 'new-south-wales', city: 'sydney', gender: 'female', page: '20' },
  },
  { label: 'no filter (home), page 1', query: {} },
  // The richer search's filters and orders on Sydney, page 1.
  ...RICHER_SEARCHES.slice(1).map(({ scenario, query }) => ({
    label: `${scenario.replace(', caches off', '')}, page 1`,
    query: { ...SYDNEY_PLACE, ...query },
  })),
];

export async function explainSearches(
  db: Database,
): Promise<Array<{ label: string; sql: string; plan: string }>> {
  const plans = [];
  for (const { label, query } of EXPLAINED_SEARCHES) {
    const filters = SearchModelsQuerySchema.parse(query);
    const fewMatches = await hasFewMatches(db, filters);
    const statement = preparedSearch(shapeOf(filters, fewMatches)).page;
    const { values } = statement.with(
      searchValues(filters, { now: new Date(), perPage: SEARCH_PAGE_SIZE }),
    );
    const pool = poolOf(db);
    await pool.query(statement.text, values); // warm, as a visitor's repeat would find it
    const result = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`,
      values,
    );
    plans.push({
      label,
      sql: statement.text,
      plan: result.rows.map((row) => row['QUERY PLAN']).join('\n'),
    });
  }
  return plans;
}
