-- Search read part by part in rank order (docs/decisions/050-search-part-by-part.md):
-- - touring today is read in rank order and counted from kept counts: the tours keep a copy of
--   what their listing is counted by as well as its rank inputs (0026), their days are counted
--   per place and day in tour_day_counts, and the tour rank indexes carry the last day;
-- - the listings seen lately (a superset of Active Now, `seen_lately`) have rank indexes of
--   their own, so the order's first tier is read densely.
CREATE TABLE "tour_day_counts" (
	"day" date NOT NULL,
	"state" text NOT NULL,
	"city_key" text NOT NULL,
	"gender" text NOT NULL,
	"account_type" text NOT NULL,
	"is_verified" boolean NOT NULL,
	"offers_incall" boolean NOT NULL,
	"offers_outcall" boolean NOT NULL,
	"away_from_city" boolean NOT NULL,
	"away_from_state" boolean NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "tour_day_counts_pk" PRIMARY KEY("day","state","city_key","gender","account_type","is_verified","offers_incall","offers_outcall","away_from_city","away_from_state")
);
--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "seen_lately" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "offers_incall" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "offers_outcall" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "home_state" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "home_city_key" text;
--> statement-breakpoint
-- Written by hand below: the triggers, the indexes with INCLUDE columns and the backfill.
--
-- A tour written takes its listing's copy.
CREATE OR REPLACE FUNCTION tours_copy_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m.status = 'live', m.is_verified, m.rotation, m.last_seen_at, m.available_until,
         m.gender, m.account_type, m.offers_incall, m.offers_outcall, m.state, m.city_key
    INTO NEW.listing_live, NEW.is_verified, NEW.rotation, NEW.last_seen_at, NEW.available_until,
         NEW.gender, NEW.account_type, NEW.offers_incall, NEW.offers_outcall, NEW.home_state, NEW.home_city_key
    FROM models m WHERE m.id = NEW.model_id;
  RETURN NEW;
END $$;--> statement-breakpoint
-- A listing's change of a copied column reaches its tours; the WHEN clause skips every other
-- change of the listing (a heartbeat moves last_seen_at only).
CREATE OR REPLACE FUNCTION models_copy_to_tours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tours SET listing_live = NEW.status = 'live', is_verified = NEW.is_verified,
    rotation = NEW.rotation, last_seen_at = NEW.last_seen_at, available_until = NEW.available_until,
    gender = NEW.gender, account_type = NEW.account_type, offers_incall = NEW.offers_incall,
    offers_outcall = NEW.offers_outcall, home_state = NEW.state, home_city_key = NEW.city_key
  WHERE model_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER models_after_update_tours ON models;--> statement-breakpoint
CREATE TRIGGER models_after_update_tours AFTER UPDATE ON models FOR EACH ROW
  WHEN ((OLD.status = 'live', OLD.is_verified, OLD.rotation, OLD.last_seen_at, OLD.available_until,
         OLD.gender, OLD.account_type, OLD.offers_incall, OLD.offers_outcall, OLD.state, OLD.city_key)
    IS DISTINCT FROM (NEW.status = 'live', NEW.is_verified, NEW.rotation, NEW.last_seen_at, NEW.available_until,
         NEW.gender, NEW.account_type, NEW.offers_incall, NEW.offers_outcall, NEW.state, NEW.city_key))
  EXECUTE FUNCTION models_copy_to_tours();--> statement-breakpoint
-- Each day of each tour of a live listing, counted (+1) or uncounted (-1). A listing at home in
-- the toured city (or state) is found there at home, so the count says whether it is away.
CREATE FUNCTION count_tour_days(moved tours[], delta int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO tour_day_counts AS c (day, state, city_key, gender, account_type, is_verified,
      offers_incall, offers_outcall, away_from_city, away_from_state, live)
    SELECT d::date, t.state, t.city_key, t.gender, t.account_type, t.is_verified,
      t.offers_incall, t.offers_outcall,
      (t.home_state, t.home_city_key) IS DISTINCT FROM (t.state, t.city_key),
      t.home_state IS DISTINCT FROM t.state,
      delta * count(*)::int
    FROM unnest(moved) t, generate_series(t.starts_on, t.ends_on, interval '1 day') d
    WHERE t.listing_live
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT ON CONSTRAINT tour_day_counts_pk DO UPDATE SET live = c.live + excluded.live;
$$;--> statement-breakpoint
-- What a tour's days are counted by.
CREATE FUNCTION tour_counted_as(t tours) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[t.listing_live::text, t.state, t.city_key, t.starts_on::text, t.ends_on::text,
    t.gender, t.account_type, t.is_verified::text, t.offers_incall::text, t.offers_outcall::text,
    t.home_state, t.home_city_key];
$$;--> statement-breakpoint
-- The copy for the tours there are (before the triggers below, which count from it).
UPDATE tours t SET gender = m.gender, account_type = m.account_type, offers_incall = m.offers_incall,
  offers_outcall = m.offers_outcall, home_state = m.state, home_city_key = m.city_key
FROM models m WHERE m.id = t.model_id;--> statement-breakpoint
-- Statement triggers, as for the listings' counts (0005, 0025). An update moves a tour's days
-- only when what they are counted by changed: a heartbeat copied to the tours writes nothing.
CREATE FUNCTION tours_day_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM count_tour_days(ARRAY(SELECT n::tours FROM new_rows n WHERE n.listing_live), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM count_tour_days(ARRAY(SELECT o::tours FROM old_rows o WHERE o.listing_live), -1);
  ELSE
    PERFORM count_tour_days(ARRAY(SELECT o::tours FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.listing_live OR n.listing_live)
        AND tour_counted_as(o::tours) IS DISTINCT FROM tour_counted_as(n::tours)), -1);
    PERFORM count_tour_days(ARRAY(SELECT n::tours FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.listing_live OR n.listing_live)
        AND tour_counted_as(o::tours) IS DISTINCT FROM tour_counted_as(n::tours)), 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tours_day_counts_after_insert AFTER INSERT ON tours REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tours_day_counts_after_change();--> statement-breakpoint
CREATE TRIGGER tours_day_counts_after_update AFTER UPDATE ON tours
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tours_day_counts_after_change();--> statement-breakpoint
CREATE TRIGGER tours_day_counts_after_delete AFTER DELETE ON tours REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tours_day_counts_after_change();--> statement-breakpoint
-- The days of the tours there are.
SELECT count_tour_days(ARRAY(SELECT t FROM tours t WHERE t.listing_live), 1);--> statement-breakpoint
-- The tour rank indexes of 0026 again with the last day included, so touring today is checked
-- on the index alone.
DROP INDEX "tours_city_rank_idx";--> statement-breakpoint
CREATE INDEX "tours_city_rank_idx" ON "tours" USING btree ("city_key", "is_verified" DESC, "rotation", "model_id")
  INCLUDE ("state", "starts_on", "ends_on", "last_seen_at", "available_until")
  WHERE listing_live;--> statement-breakpoint
DROP INDEX "tours_state_rank_idx";--> statement-breakpoint
CREATE INDEX "tours_state_rank_idx" ON "tours" USING btree ("state", "is_verified" DESC, "rotation", "model_id")
  INCLUDE ("starts_on", "ends_on", "last_seen_at", "available_until")
  WHERE listing_live;;--> statement-breakpoint
-- Seen lately: set whenever last_seen_at is written (a heartbeat) with a moment of the last hour
-- by the database's clock (Active Now's 15 minutes, and a margin for the app servers' clocks);
-- the app's sweep clears it once last_seen_at is older than Active Now
-- (modules/search/active-now-hint.ts). A listing imported with an old last_seen_at is not marked.
CREATE FUNCTION models_mark_seen_lately() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.last_seen_at > now() - interval '1 hour'
    AND (TG_OP = 'INSERT' OR NEW.last_seen_at IS DISTINCT FROM OLD.last_seen_at) THEN
    NEW.seen_lately := true;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER models_before_write_seen_lately BEFORE INSERT OR UPDATE OF last_seen_at ON models
  FOR EACH ROW EXECUTE FUNCTION models_mark_seen_lately();--> statement-breakpoint
-- Those Active Now at the migration (15 minutes: ACTIVE_NOW_MINUTES).
UPDATE models SET seen_lately = true WHERE last_seen_at > now() - interval '15 minutes';--> statement-breakpoint
-- The sweep finds what to clear here.
CREATE INDEX "models_seen_lately_idx" ON "models" USING btree ("last_seen_at") WHERE seen_lately;--> statement-breakpoint
-- The rank indexes of 0023 for the listings seen lately, per place level (gender is checked on
-- the index: most listings of a place share it).
CREATE INDEX "models_lately_rank_idx" ON "models" USING btree ("is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "state", "city_key", "gender", "account_type", "age", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live' AND seen_lately;--> statement-breakpoint
CREATE INDEX "models_state_lately_rank_idx" ON "models" USING btree ("state", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "city_key", "gender", "account_type", "age", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live' AND seen_lately;--> statement-breakpoint
CREATE INDEX "models_city_lately_rank_idx" ON "models" USING btree ("city_key", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "state", "gender", "account_type", "age", "available_until", "hourly_rate_aud", "offers_incall", "offers_outcall", "language_keys")
  WHERE status = 'live' AND seen_lately;
