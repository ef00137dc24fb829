import { sql } from 'drizzle-orm';
import { POPULAR_LOCATIONS, toPlaceKey, type PopularLocationCountsResponse } from '@app/contract';
import type { Database } from '../../db/client.js';
import { australianDate } from '../search/index.js';

export type PopularCounts = PopularLocationCountsResponse['data'];

interface CountRow extends Record<string, unknown> {
  state: string;
  /** Null on a state's own row (the grouping set without the city). */
  city_key: string | null;
  count: string;
}

const POPULAR_CITY_KEYS = POPULAR_LOCATIONS.flatMap(({ cities }) =>
  cities.map((city) => toPlaceKey(city.name)),
);

/**
 * Live listings per state and popular city, counted as GET /api/search-models counts them:
 * a listing counts where it is based and where it tours today, once per place. The listings
 * at home come from the `listing_counts` summary (a few thousand rows whatever the size of
 * the directory); only those touring somewhere other than home today are counted.
 */
export async function countPopularLocations(
  db: Database,
  now = new Date(),
): Promise<PopularCounts> {
  const today = australianDate(now);
  const visiting = sql`FROM tours tr JOIN models m ON m.id = tr.model_id
    WHERE m.status = 'live' AND ${today}::date BETWEEN tr.starts_on AND tr.ends_on`;
  const result = await db.execute<CountRow>(sql`
    SELECT state, city_key, sum(n) AS count FROM (
      SELECT state, city_key, sum(live) AS n FROM listing_counts
      GROUP BY GROUPING SETS ((state), (state, city_key))
      UNION ALL
      SELECT tr.state, NULL, count(DISTINCT m.id) ${visiting} AND m.state <> tr.state
      GROUP BY tr.state
      UNION ALL
      SELECT tr.state, tr.city_key, count(DISTINCT m.id) ${visiting}
        AND NOT (m.state = tr.state AND m.city_key = tr.city_key)
      GROUP BY tr.state, tr.city_key
    ) places
    WHERE city_key IS NULL
       OR city_key IN (${sql.join(
         POPULAR_CITY_KEYS.map((key) => sql`${key}`),
         sql`, `,
       )})
    GROUP BY state, city_key
  `);

  const stateCounts = new Map<string, number>();
  const cityCounts = new Map<string, number>();
  for (const row of result.rows) {
    if (row.city_key === null) stateCounts.set(row.state, Number(row.count));
    else cityCounts.set(`${row.state}|${row.city_key}`, Number(row.count));
  }
  return POPULAR_LOCATIONS.map(({ state, cities }) => ({
    state: state.name,
    count: stateCounts.get(state.name) ?? 0,
    cities: cities.map((city) => ({
      name: city.name,
      count: cityCounts.get(`${state.name}|${toPlaceKey(city.name)}`) ?? 0,
    })),
  }));
}
