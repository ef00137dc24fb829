-- Written by hand: the functions the generated columns below call. Immutable, so PostgreSQL
-- keeps the columns on every write (the builder, admin edits, the CLI, a manual UPDATE) and
-- fills them for every existing row as the columns are added: the backfill.
-- A listing's price (docs/product/search-and-ranking.md#filters): its lowest one-hour rate,
-- incall or outcall; null when it offers no one-hour rate.
CREATE FUNCTION listing_hourly_rate(rates jsonb) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT min((rate->>'amount')::integer) FROM jsonb_array_elements(rates) rate
  WHERE (rate->>'minutes')::integer = 60
$$;--> statement-breakpoint
-- A listing's languages lower case, so the language filter ignores case through an index.
CREATE FUNCTION listing_language_keys(languages text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(lower(language)), '{}') FROM unnest(languages) language
$$;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "hourly_rate_aud" integer GENERATED ALWAYS AS (listing_hourly_rate(rate_table)) STORED;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "offers_incall" boolean GENERATED ALWAYS AS (rate_table @> '[{"kind": "incall"}]'::jsonb) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "offers_outcall" boolean GENERATED ALWAYS AS (rate_table @> '[{"kind": "outcall"}]'::jsonb) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "language_keys" text[] GENERATED ALWAYS AS (listing_language_keys(languages)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_counts" DROP CONSTRAINT "listing_counts_state_city_key_gender_account_type_is_verified_pk";--> statement-breakpoint
-- Written by hand: the counts of live listings (0005) are kept per incall and outcall too, so a
-- search filtered by them sums a few rows instead of counting its matches. Refilled here.
DELETE FROM "listing_counts";--> statement-breakpoint
ALTER TABLE "listing_counts" ADD COLUMN "offers_incall" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_counts" ADD COLUMN "offers_outcall" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_state_city_key_gender_account_type_is_verified_offers_incall_offers_outcall_pk" PRIMARY KEY("state","city_key","gender","account_type","is_verified","offers_incall","offers_outcall");--> statement-breakpoint
INSERT INTO "listing_counts" ("state", "city_key", "gender", "account_type", "is_verified", "offers_incall", "offers_outcall", "live")
  SELECT "state", "city_key", "gender", "account_type", "is_verified", "offers_incall", "offers_outcall", count(*)::int
  FROM "models" WHERE status = 'live' GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
-- Written by hand below: indexes with INCLUDE columns, which Drizzle cannot declare.
-- docs/PERFORMANCE.md ("Richer search") explains each.
--
-- The rank indexes of 0005 again, with the new filters' columns included, so price, incall,
-- outcall, language and available today (and the Available today tier of the recommended
-- order) are checked on the index alone as the page is read in rank order.
DROP INDEX "models_rank_idx";--> statement-breakpoint
CREATE INDEX "models_rank_idx" ON "models" USING btree ("is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "state", "city_key", "gender", "account_type", "age", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
DROP INDEX "models_gender_rank_idx";--> statement-breakpoint
CREATE INDEX "models_gender_rank_idx" ON "models" USING btree ("gender", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "account_type", "age", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
DROP INDEX "models_state_rank_idx";--> statement-breakpoint
CREATE INDEX "models_state_rank_idx" ON "models" USING btree ("state", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "gender", "account_type", "age", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
DROP INDEX "models_state_gender_rank_idx";--> statement-breakpoint
CREATE INDEX "models_state_gender_rank_idx" ON "models" USING btree ("state", "gender", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "account_type", "age", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
DROP INDEX "models_city_rank_idx";--> statement-breakpoint
CREATE INDEX "models_city_rank_idx" ON "models" USING btree ("city_key", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "state", "gender", "account_type", "age", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
DROP INDEX "models_city_gender_rank_idx";--> statement-breakpoint
CREATE INDEX "models_city_gender_rank_idx" ON "models" USING btree ("city_key", "gender", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "state", "account_type", "age", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
-- The other orders, read in order from their own index, per place as the rank indexes are:
-- newest (first went live, newest first) and price low to high (then the rotation circle).
-- The price indexes also serve the price range's matches and count.
CREATE INDEX "models_newest_idx" ON "models" USING btree ("went_live_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("last_seen_at", "state", "city_key", "gender", "account_type", "age", "is_verified", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_price_idx" ON "models" USING btree ("hourly_rate_aud", "rotation", "id")
  INCLUDE ("last_seen_at", "state", "city_key", "gender", "account_type", "age", "is_verified", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_state_newest_idx" ON "models" USING btree ("state", "went_live_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("last_seen_at", "state", "city_key", "gender", "account_type", "age", "is_verified", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_state_price_idx" ON "models" USING btree ("state", "hourly_rate_aud", "rotation", "id")
  INCLUDE ("last_seen_at", "state", "city_key", "gender", "account_type", "age", "is_verified", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_city_newest_idx" ON "models" USING btree ("city_key", "went_live_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("last_seen_at", "state", "city_key", "gender", "account_type", "age", "is_verified", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_city_price_idx" ON "models" USING btree ("city_key", "hourly_rate_aud", "rotation", "id")
  INCLUDE ("last_seen_at", "state", "city_key", "gender", "account_type", "age", "is_verified", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
-- Available today is a few listings at a time: found, and counted, through their own index.
CREATE INDEX "models_live_available_idx" ON "models" USING btree ("available_until")
  WHERE status = 'live' AND available_until IS NOT NULL;--> statement-breakpoint
CREATE INDEX "models_city_available_idx" ON "models" USING btree ("city_key", "available_until")
  INCLUDE ("state", "is_verified", "rotation", "last_seen_at", "gender", "account_type", "age")
  WHERE status = 'live' AND available_until IS NOT NULL;--> statement-breakpoint
-- A language anywhere in the directory (a search without a place).
CREATE INDEX "models_live_languages_idx" ON "models" USING gin ("language_keys")
  WHERE status = 'live';--> statement-breakpoint
-- The listings' trigger of 0005: the counts now per incall and outcall too, and the change
-- announcement also for what the new filters and sorts read (price, incall, outcall,
-- languages, Available today, first went live), so a kept search page of the listing's places
-- is cleared when one changes.
CREATE OR REPLACE FUNCTION models_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall, live)
      SELECT state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall, count(*)::int
      FROM new_rows WHERE status = 'live' GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall)
      DO UPDATE SET live = c.live + excluded.live;
    PERFORM notify_listing_changes(ARRAY(
      SELECT DISTINCT tag FROM new_rows n,
        unnest(ARRAY['all', 'state:' || n.state, 'city:' || n.city_key, 'suburb:' || n.suburb_key,
                     'listing:' || n.id]) tag
      WHERE n.status = 'live'));
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts AS c (state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall, live)
      SELECT state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall, -count(*)::int
      FROM old_rows WHERE status = 'live' GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall)
      DO UPDATE SET live = c.live + excluded.live;
    PERFORM notify_listing_changes(ARRAY(
      SELECT DISTINCT tag FROM old_rows o,
        unnest(ARRAY['all', 'state:' || o.state, 'city:' || o.city_key, 'suburb:' || o.suburb_key,
                     'listing:' || o.id]) tag
      WHERE o.status = 'live'));
  ELSE
    INSERT INTO listing_counts AS c (state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall, live)
      SELECT state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall, sum(delta)::int
      FROM (
        SELECT state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall, 1 AS delta
        FROM new_rows WHERE status = 'live'
        UNION ALL
        SELECT state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall, -1
        FROM old_rows WHERE status = 'live'
      ) moved
      GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (state, city_key, gender, account_type, is_verified, offers_incall, offers_outcall)
      DO UPDATE SET live = c.live + excluded.live;
    PERFORM notify_listing_changes(ARRAY(
      SELECT DISTINCT tag FROM (
        SELECT o, n,
          (o.status, o.name, o.age, o.gender, o.account_type, o.categories, o.description_text,
           o.state, o.city, o.suburb, o.lat, o.lng, o.image_name, o.is_verified,
           o.hourly_rate_aud, o.offers_incall, o.offers_outcall, o.language_keys,
           o.available_until, o.went_live_at)
          IS DISTINCT FROM
          (n.status, n.name, n.age, n.gender, n.account_type, n.categories, n.description_text,
           n.state, n.city, n.suburb, n.lat, n.lng, n.image_name, n.is_verified,
           n.hourly_rate_aud, n.offers_incall, n.offers_outcall, n.language_keys,
           n.available_until, n.went_live_at)
          OR (o.last_seen_at IS NULL) <> (n.last_seen_at IS NULL)
          OR n.last_seen_at > o.last_seen_at + interval '15 minutes' AS card_changed
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.status = 'live' OR n.status = 'live')
          AND to_jsonb(o) - 'view_count' - 'updated_at' <> to_jsonb(n) - 'view_count' - 'updated_at'
      ) changed,
        unnest(CASE WHEN card_changed
          THEN ARRAY['all', 'state:' || (o).state, 'city:' || (o).city_key, 'suburb:' || (o).suburb_key,
                     'state:' || (n).state, 'city:' || (n).city_key, 'suburb:' || (n).suburb_key]
          ELSE ARRAY[]::text[] END || ('listing:' || (n).id)) tag));
  END IF;
  RETURN NULL;
END $$;
