-- Written by hand (decision 042): the richer search's price range and language are counted
-- like the other filters, from kept counts of live listings at home per place, gender, account
-- type and badge, so a total is a sum over a few rows instead of a count of every match; and a
-- language is found in a place through one index, so a rare one is read without walking the
-- place's rank index.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "listing_price_counts" (
	"state" text NOT NULL,
	"city_key" text NOT NULL,
	"gender" text NOT NULL,
	"account_type" text NOT NULL,
	"is_verified" boolean NOT NULL,
	"hourly_rate_aud" integer NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "listing_price_counts_pk" PRIMARY KEY("state","city_key","hourly_rate_aud","gender","account_type","is_verified")
);--> statement-breakpoint
CREATE TABLE "listing_language_counts" (
	"state" text NOT NULL,
	"city_key" text NOT NULL,
	"gender" text NOT NULL,
	"account_type" text NOT NULL,
	"is_verified" boolean NOT NULL,
	"language_key" text NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "listing_language_counts_pk" PRIMARY KEY("state","city_key","language_key","gender","account_type","is_verified")
);--> statement-breakpoint
-- A search without a place sums over every place: by price, by language.
CREATE INDEX "listing_price_counts_price_idx" ON "listing_price_counts" USING btree ("hourly_rate_aud");--> statement-breakpoint
CREATE INDEX "listing_language_counts_language_idx" ON "listing_language_counts" USING btree ("language_key");--> statement-breakpoint
-- A language in a city or a state, in one index scan (btree_gin lets a GIN index key the place).
CREATE INDEX "models_city_languages_idx" ON "models" USING gin ("city_key", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_state_languages_idx" ON "models" USING gin ("state", "language_keys")
  WHERE status = 'live';--> statement-breakpoint
-- Available today's matches of a city are read whole and sorted (decision 042): the index of
-- 0023 carries the id too, so they are read from the index alone.
DROP INDEX "models_city_available_idx";--> statement-breakpoint
CREATE INDEX "models_city_available_idx" ON "models" USING btree ("city_key", "available_until")
  INCLUDE ("id", "state", "is_verified", "rotation", "last_seen_at", "gender", "account_type", "age")
  WHERE status = 'live' AND available_until IS NOT NULL;--> statement-breakpoint
-- What the counts are kept by, of one listing, with its weight: 1 or -1 while live, else 0.
-- The trigger passes only these few columns, so a statement writing a million listings (the
-- benchmark's seed) hands over an array of about 100 MB, far under PostgreSQL's 1 GB.
CREATE TYPE listing_facets AS (
  state text, city_key text, gender text, account_type text, is_verified boolean,
  hourly_rate_aud integer, language_keys text[], delta integer
);--> statement-breakpoint
CREATE FUNCTION listing_facets_of(l models, sign integer) RETURNS listing_facets
  LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(l.state, l.city_key, l.gender, l.account_type, l.is_verified, l.hourly_rate_aud,
             l.language_keys, CASE WHEN l.status = 'live' THEN sign ELSE 0 END)::listing_facets
$$;--> statement-breakpoint
-- Adds the listings' weights to the counts their price and languages fall in; a listing naming
-- a language twice (in two cases) counts once.
CREATE FUNCTION count_listing_facets(moved listing_facets[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO listing_price_counts AS c (state, city_key, gender, account_type, is_verified, hourly_rate_aud, live)
    SELECT l.state, l.city_key, l.gender, l.account_type, l.is_verified, l.hourly_rate_aud, sum(l.delta)::int
    FROM unnest(moved) l
    WHERE l.hourly_rate_aud IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(l.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (state, city_key, hourly_rate_aud, gender, account_type, is_verified)
    DO UPDATE SET live = c.live + excluded.live;
  INSERT INTO listing_language_counts AS c (state, city_key, gender, account_type, is_verified, language_key, live)
    SELECT l.state, l.city_key, l.gender, l.account_type, l.is_verified, k.key, sum(l.delta)::int
    FROM unnest(moved) l, LATERAL (SELECT DISTINCT unnest(l.language_keys) AS key) k
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(l.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (state, city_key, language_key, gender, account_type, is_verified)
    DO UPDATE SET live = c.live + excluded.live;
$$;--> statement-breakpoint
-- Statement triggers, as for listing_counts (0005). An update moves a listing's counts only
-- when what they are kept by changed: heartbeats, views and edits of other fields write nothing.
CREATE FUNCTION models_facet_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved listing_facets[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    moved := ARRAY(SELECT listing_facets_of(n::models, 1) FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    moved := ARRAY(SELECT listing_facets_of(o::models, -1) FROM old_rows o);
  ELSE
    moved := ARRAY(
      SELECT moved.facets
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (VALUES (listing_facets_of(o::models, -1)), (listing_facets_of(n::models, 1))) moved(facets)
      WHERE (o.status = 'live' OR n.status = 'live')
        AND (o.status, o.state, o.city_key, o.gender, o.account_type, o.is_verified, o.hourly_rate_aud, o.language_keys)
          IS DISTINCT FROM
            (n.status, n.state, n.city_key, n.gender, n.account_type, n.is_verified, n.hourly_rate_aud, n.language_keys));
  END IF;
  -- Most updates (heartbeats, views) move nothing: no count is touched.
  IF cardinality(moved) > 0 THEN
    PERFORM count_listing_facets(moved);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER models_facet_counts_after_insert AFTER INSERT ON models REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION models_facet_counts_after_change();--> statement-breakpoint
CREATE TRIGGER models_facet_counts_after_update AFTER UPDATE ON models
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION models_facet_counts_after_change();--> statement-breakpoint
CREATE TRIGGER models_facet_counts_after_delete AFTER DELETE ON models REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION models_facet_counts_after_change();--> statement-breakpoint
-- Filled from the listings there are.
SELECT count_listing_facets(ARRAY(SELECT listing_facets_of(m, 1) FROM models m));
