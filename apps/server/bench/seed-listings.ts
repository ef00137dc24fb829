import { ACCOUNT_TYPES, type Gender } from '@app/contract';
import type pg from 'pg';
import type { DemoListing } from '../src/seed/demo-listings.js';
import {
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  FIRST_NAMES_TRANS,
} from '../src/seed/content/demo-people.js';
import type { BenchPlace } from './bench-places.js';

/**
 * The benchmark's listings, written by PostgreSQL itself: one `INSERT … SELECT` per table
 * over `generate_series`, so a million listings take minutes where the demo generator's
 * row-by-row inserts would take hours. The shares follow the demo directory
 * (src/seed/demo-listings.ts): 70% female, 18% male, 12% trans; 55% Escort; 35% verified;
 * 1 in 40 listings pending or draft; a tour for 1 in 10. Two things differ on purpose: Active
 * Now (seen within 15 minutes) is 2.5% rather than the demo's 12%, as on a real directory of
 * this size, and places are weighted by popularity (bench-places.ts), not the demo's few
 * weights. Text, rates and hours come from a pool of demo listings (`templates`), so every
 * row carries the same kind of content a real one does. For the richer search
 * (docs/PERFORMANCE.md, "Richer search"): a listing offers both incall and outcall (60%),
 * incall only (25%) or outcall only (15%), keeping only those of its template's rates; 8% of
 * listings are available today, for 1 to 10 more hours; tours start from 3 days ago to 10
 * days ahead, so most tours are touring soon; languages are the templates' (English, and a
 * second for about 3 in 10).
 *
 * Only base columns are written (never the generated `city_key`/`suburb_key`), and only with
 * plain INSERTs, so the database's own triggers run as they would for advertisers.
 */
export interface SeedListingsOptions {
  /** Listings already in the database: the new ones are numbered from `from + 1` to `to`. */
  from: number;
  to: number;
  places: readonly BenchPlace[];
  templates: readonly DemoListing[];
  /** The one placeholder portrait every photo row names. */
  imageName: string;
  now: Date;
  /** The Australian calendar day tours are dated from (YYYY-MM-DD). */
  today: string;
}

/** Slots of the place lookup: a listing's random number picks a slot, the slot a place. */
const PLACE_SLOTS = 10_000;
const MINUTE_SQL = `interval '1 minute'`;
const DAY_SQL = `interval '1 day'`;

export async function seedBenchListings(
  client: pg.Client,
  options: SeedListingsOptions,
): Promise<void> {
  const { from, to, places, templates, imageName, now, today } = options;
  if (to <= from) return;
  const otherTypes = ACCOUNT_TYPES.filter((type) => type !== 'Escort');
  const female: Gender = 'female';
  const male: Gender = 'male';
  const trans: Gender = 'Transexual/Trasgender';

  await client.query('BEGIN');
  try {
    await client.query(`SELECT setseed(${((from % 1000) + 1) / 1001})`);
    await client.query(
      `CREATE TEMP TABLE bench_place ON COMMIT DROP AS
       SELECT place_no::int, state, city, lat, lng, suburbs, jsonb_array_length(suburbs) AS suburb_count
       FROM jsonb_to_recordset($1::jsonb)
         AS p(place_no int, state text, city text, lat float8, lng float8, suburbs jsonb)`,
      [
        JSON.stringify(
          places.map((place, placeNo) => ({
            place_no: placeNo,
            state: place.state.name,
            city: place.city.name,
            lat: place.city.lat,
            lng: place.city.lng,
            suburbs: place.suburbs,
          })),
        ),
      ],
    );
    await client.query(
      `CREATE TEMP TABLE bench_template ON COMMIT DROP AS
       SELECT *
       FROM jsonb_to_recordset($1::jsonb)
         AS t(template_no int, description_html text, description_text text, rates jsonb, rate_table jsonb,
              availability text, weekly_availability jsonb, languages text[],
              contact_channels text[])`,
      [
        JSON.stringify(
          templates.map((listing, templateNo) => ({
            template_no: templateNo,
            description_html: listing.descriptionHtml,
            description_text: listing.descriptionText,
            rates: listing.rates,
            rate_table: listing.rateTable,
            availability: listing.availability,
            weekly_availability: listing.weeklyAvailability,
            languages: listing.languages,
            contact_channels: listing.contactChannels,
          })),
        ),
      ],
    );

    // One row per new listing with every value decided, ids drawn from the tables' own
    // sequences, so the four INSERTs below are plain copies joined on nothing but equality.
    // The innermost query draws the random numbers (a volatile subquery is never flattened,
    // so each is drawn once a row); the middle one turns them into values.
    await client.query(
      `CREATE TEMP TABLE bench_row ON COMMIT DROP AS
       SELECT v.*,
              coalesce(v.suburb ->> 'name', v.city) AS suburb_name,
              v.suburb ->> 'postcode' AS postcode,
              round((coalesce((v.suburb ->> 'lat')::float8, v.city_lat) + (v.r_jitter_lat - 0.5) * 0.01)::numeric, 6)::float8 AS lat,
              round((coalesce((v.suburb ->> 'lng')::float8, v.city_lng) + (v.r_jitter_lng - 0.5) * 0.01)::numeric, 6)::float8 AS lng,
              CASE
                WHEN v.gender = $4 THEN ($7::text[])[1 + floor(v.r_name * cardinality($7::text[]))::int]
                WHEN v.gender = $5 THEN ($8::text[])[1 + floor(v.r_name * cardinality($8::text[]))::int]
                ELSE ($9::text[])[1 + floor(v.r_name * cardinality($9::text[]))::int]
              END AS name
       FROM (
         SELECT r.*, p.state, p.city, p.lat AS city_lat, p.lng AS city_lng,
                p.suburbs -> floor(r.r_suburb * p.suburb_count)::int AS suburb,
                nextval(pg_get_serial_sequence('users', 'id'))::int AS user_id,
                nextval(pg_get_serial_sequence('models', 'id'))::int AS model_id
         FROM (
           SELECT i,
                  ($3::int[])[1 + floor(random() * ${PLACE_SLOTS})::int] AS place_no,
                  CASE WHEN g < 0.7 THEN $4 WHEN g < 0.88 THEN $5 ELSE $6 END AS gender,
                  CASE WHEN a < 0.55 THEN 'Escort'
                       ELSE ($10::text[])[1 + floor((a - 0.55) / 0.45 * cardinality($10::text[]))::int]
                  END AS account_type,
                  18 + floor(random() * 28)::int AS age,
                  CASE WHEN i % 80 = 0 THEN 'draft' WHEN i % 40 = 0 THEN 'pending' ELSE 'live' END AS status,
                  random() < 0.35 AS is_verified,
                  CASE WHEN seen < 0.025 THEN $2::timestamptz - random() * 10 * ${MINUTE_SQL}
                       WHEN seen < 0.25 THEN $2::timestamptz - (30 + random() * 1170) * ${MINUTE_SQL}
                       WHEN seen < 0.85 THEN $2::timestamptz - (2 + random() * 38) * ${DAY_SQL}
                  END AS last_seen_at,
                  $2::timestamptz - floor(random() * 121) * ${DAY_SQL} AS went_live_at,
                  CASE WHEN random() < 0.08 THEN $2::timestamptz + (1 + random() * 9) * interval '1 hour'
                  END AS available_until,
                  CASE WHEN offer < 0.6 THEN 'both' WHEN offer < 0.85 THEN 'incall' ELSE 'outcall' END AS offers,
                  floor(random() * 5001)::int AS view_count,
                  random() < 0.12 AS strips, random() < 0.6 AS independent,
                  random() AS r_suburb, random() AS r_jitter_lat, random() AS r_jitter_lng,
                  random() AS r_name,
                  floor(random() * $11)::int AS template_no,
                  1 + (random() < 0.5)::int AS photo_count,
                  CASE WHEN random() < 0.1 THEN ($3::int[])[1 + floor(random() * ${PLACE_SLOTS})::int] END AS tour_place_no,
                  $12::date + floor(random() * 14)::int - 3 AS tour_starts_on,
                  2 + floor(random() * 6)::int AS tour_days
           FROM (
             SELECT i, random() AS g, random() AS a, random() AS seen, random() AS offer
             FROM generate_series($1::int + 1, $13::int) AS i
           ) drawn
         ) r
         JOIN bench_place p USING (place_no)
       ) v`,
      [
        from,
        now.toISOString(),
        buildPlaceSlots(places),
        female,
        male,
        trans,
        FIRST_NAMES_FEMALE,
        FIRST_NAMES_MALE,
        FIRST_NAMES_TRANS,
        otherTypes,
        templates.length,
        today,
        to,
      ],
    );

    await client.query(
      `INSERT INTO users (id, role, name, email, phone, email_verified_at, last_seen_at)
       SELECT user_id, 'model', name, 'bench-model-' || i || '@example.com',
              '0491570' || lpad((6 + i % 154)::text, 3, '0'), went_live_at, last_seen_at
       FROM bench_row ORDER BY i`,
    );
    await client.query(
      `INSERT INTO models (id, user_id, name, age, gender, account_type, categories,
                           description_html, description_text, state, city, suburb, postcode,
                           lat, lng, home_suburb, home_lat, home_lng, image_name, status,
                           is_verified, verified_at, submitted_at, phone, contact_channels,
                           rates, rate_table, availability, weekly_availability, languages,
                           available_until, last_seen_at, went_live_at, view_count)
       SELECT b.model_id, b.user_id, b.name, b.age, b.gender, b.account_type,
              array_remove(ARRAY[
                CASE WHEN b.account_type = 'StripsDance' OR b.strips THEN 'StripsDance' END,
                CASE WHEN b.independent THEN 'Independents' END
              ], NULL),
              t.description_html, t.description_text, b.state, b.city, b.suburb_name, b.postcode,
              b.lat, b.lng, b.suburb_name, b.lat, b.lng, $1, b.status,
              b.is_verified AND b.status = 'live',
              CASE WHEN b.is_verified AND b.status = 'live' THEN b.went_live_at END,
              CASE WHEN b.status <> 'draft' THEN b.went_live_at END,
              '0491570' || lpad((6 + b.i % 154)::text, 3, '0'), t.contact_channels,
              CASE b.offers WHEN 'both' THEN t.rates
                -- The public labels read 'Incall · 1 hour' (listing-public-text.ts).
                ELSE jsonb_path_query_array(t.rates, '$[*] ? (@.label starts with $kind)',
                                            jsonb_build_object('kind', initcap(b.offers)))
              END,
              CASE b.offers WHEN 'both' THEN t.rate_table
                ELSE jsonb_path_query_array(t.rate_table, '$[*] ? (@.kind == $kind)',
                                            jsonb_build_object('kind', b.offers))
              END,
              t.availability, t.weekly_availability, t.languages, b.available_until,
              b.last_seen_at, CASE WHEN b.status = 'live' THEN b.went_live_at END, b.view_count
       FROM bench_row b JOIN bench_template t USING (template_no)
       ORDER BY b.i`,
      [imageName],
    );
    await client.query(
      `INSERT INTO model_photos (model_id, image_name, position)
       SELECT b.model_id, $1, position
       FROM bench_row b, generate_series(0, b.photo_count - 1) AS position
       ORDER BY b.i, position`,
      [imageName],
    );
    // A tour goes to another popular city (the next one when the draw lands on home). Starting
    // from 3 days ago to 10 days ahead and lasting 2 to 7 days, about a third are on today.
    await client.query(
      `INSERT INTO tours (model_id, state, city, lat, lng, starts_on, ends_on)
       SELECT b.model_id, d.state, d.city, d.lat, d.lng, b.tour_starts_on,
              b.tour_starts_on + b.tour_days
       FROM bench_row b
       JOIN bench_place d
         ON d.place_no = CASE WHEN b.tour_place_no = b.place_no
                              THEN (b.tour_place_no + 1) % $1 ELSE b.tour_place_no END
       ORDER BY b.i`,
      [places.length],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Place numbers laid out so a uniform draw over the slots lands on each place by its share. */
function buildPlaceSlots(places: readonly BenchPlace[]): number[] {
  const slots: number[] = [];
  let cumulative = 0;
  places.forEach((place, placeNo) => {
    cumulative += place.share;
    const end = placeNo === places.length - 1 ? PLACE_SLOTS : Math.round(cumulative * PLACE_SLOTS);
    while (slots.length < end) slots.push(placeNo);
  });
  return slots;
}
