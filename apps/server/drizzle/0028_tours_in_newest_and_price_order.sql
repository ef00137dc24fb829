ALTER TABLE "tours" ADD COLUMN "went_live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "hourly_rate_aud" integer;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "language_keys" text[];
--> statement-breakpoint
-- Touring today in the newest and price orders, read in order as in the recommended one
-- (docs/decisions/056-touring-in-every-order.md): the tours keep a copy of their listing's
-- first went-live moment and price, and the tours of a place have an index in each order, so a
-- newest or price search reads the first touring rows in order instead of joining every tour
-- of the place today to its listing and sorting them. They keep its languages too, so a
-- language search narrows the place's tours before reading their listings.
--
-- Written by hand below: the triggers, the indexes with INCLUDE columns and the backfill.
--
-- A tour written takes its listing's copy.
CREATE OR REPLACE FUNCTION tours_copy_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m.status = 'live', m.is_verified, m.rotation, m.last_seen_at, m.available_until,
         m.gender, m.account_type, m.offers_incall, m.offers_outcall, m.state, m.city_key,
         m.went_live_at, m.hourly_rate_aud, m.language_keys
    INTO NEW.listing_live, NEW.is_verified, NEW.rotation, NEW.last_seen_at, NEW.available_until,
         NEW.gender, NEW.account_type, NEW.offers_incall, NEW.offers_outcall, NEW.home_state, NEW.home_city_key,
         NEW.went_live_at, NEW.hourly_rate_aud, NEW.language_keys
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
    offers_outcall = NEW.offers_outcall, home_state = NEW.state, home_city_key = NEW.city_key,
    went_live_at = NEW.went_live_at, hourly_rate_aud = NEW.hourly_rate_aud,
    language_keys = NEW.language_keys
  WHERE model_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER models_after_update_tours ON models;--> statement-breakpoint
CREATE TRIGGER models_after_update_tours AFTER UPDATE ON models FOR EACH ROW
  WHEN ((OLD.status = 'live', OLD.is_verified, OLD.rotation, OLD.last_seen_at, OLD.available_until,
         OLD.gender, OLD.account_type, OLD.offers_incall, OLD.offers_outcall, OLD.state, OLD.city_key,
         OLD.went_live_at, OLD.hourly_rate_aud, OLD.language_keys)
    IS DISTINCT FROM (NEW.status = 'live', NEW.is_verified, NEW.rotation, NEW.last_seen_at, NEW.available_until,
         NEW.gender, NEW.account_type, NEW.offers_incall, NEW.offers_outcall, NEW.state, NEW.city_key,
         NEW.went_live_at, NEW.hourly_rate_aud, NEW.language_keys))
  EXECUTE FUNCTION models_copy_to_tours();--> statement-breakpoint
-- The tours' trigger of 0026: a copied price, first went-live moment or language that changed
-- also announces the tour's places, whose pages in those orders or of that language hold it.
CREATE OR REPLACE FUNCTION tours_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_listing_changes(ARRAY(
      SELECT DISTINCT tag FROM new_rows n,
        unnest(ARRAY['all', 'state:' || n.state, 'city:' || n.city_key, 'listing:' || n.model_id]) tag));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM notify_listing_changes(ARRAY(
      SELECT DISTINCT tag FROM old_rows o,
        unnest(ARRAY['all', 'state:' || o.state, 'city:' || o.city_key, 'listing:' || o.model_id]) tag));
  ELSE
    PERFORM notify_listing_changes(ARRAY(
      SELECT DISTINCT tag FROM (
        SELECT o, n FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.model_id, o.state, o.city, o.lat, o.lng, o.starts_on, o.ends_on,
               o.listing_live, o.is_verified, o.available_until, o.went_live_at, o.hourly_rate_aud, o.language_keys)
          IS DISTINCT FROM
              (n.model_id, n.state, n.city, n.lat, n.lng, n.starts_on, n.ends_on,
               n.listing_live, n.is_verified, n.available_until, n.went_live_at, n.hourly_rate_aud, n.language_keys)
          OR (o.last_seen_at IS NULL) <> (n.last_seen_at IS NULL)
          OR n.last_seen_at > o.last_seen_at + interval '15 minutes'
      ) changed,
        unnest(ARRAY['all', 'state:' || (o).state, 'city:' || (o).city_key, 'listing:' || (o).model_id,
                     'state:' || (n).state, 'city:' || (n).city_key, 'listing:' || (n).model_id]) tag));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The copy for the tours there are.
UPDATE tours t SET went_live_at = m.went_live_at, hourly_rate_aud = m.hourly_rate_aud,
  language_keys = m.language_keys
FROM models m WHERE m.id = t.model_id;--> statement-breakpoint
-- The live listings' tours of a city (or a state) in the newest and the price order, as the
-- listings' own indexes of 0023 are, the dates included so touring today is checked on the
-- index alone.
CREATE INDEX "tours_city_newest_idx" ON "tours" USING btree ("city_key", "went_live_at" DESC NULLS LAST, "model_id" DESC)
  INCLUDE ("state", "starts_on", "ends_on")
  WHERE listing_live;--> statement-breakpoint
CREATE INDEX "tours_state_newest_idx" ON "tours" USING btree ("state", "went_live_at" DESC NULLS LAST, "model_id" DESC)
  INCLUDE ("starts_on", "ends_on")
  WHERE listing_live;--> statement-breakpoint
CREATE INDEX "tours_city_price_idx" ON "tours" USING btree ("city_key", "hourly_rate_aud", "rotation", "model_id")
  INCLUDE ("state", "starts_on", "ends_on")
  WHERE listing_live;--> statement-breakpoint
CREATE INDEX "tours_state_price_idx" ON "tours" USING btree ("state", "hourly_rate_aud", "rotation", "model_id")
  INCLUDE ("starts_on", "ends_on")
  WHERE listing_live;--> statement-breakpoint
-- The tour rank indexes of 0027 again with the rest of the copy included, so the touring
-- listings of a place whose filter the day counts do not keep (a price range, a language,
-- Available today) are counted on the index alone, without reading a tour or a listing.
DROP INDEX "tours_city_rank_idx";--> statement-breakpoint
CREATE INDEX "tours_city_rank_idx" ON "tours" USING btree ("city_key", "is_verified" DESC, "rotation", "model_id")
  INCLUDE ("state", "starts_on", "ends_on", "last_seen_at", "available_until", "home_state", "home_city_key",
           "gender", "account_type", "offers_incall", "offers_outcall", "hourly_rate_aud", "language_keys")
  WHERE listing_live;--> statement-breakpoint
DROP INDEX "tours_state_rank_idx";--> statement-breakpoint
CREATE INDEX "tours_state_rank_idx" ON "tours" USING btree ("state", "is_verified" DESC, "rotation", "model_id")
  INCLUDE ("starts_on", "ends_on", "last_seen_at", "available_until", "home_state",
           "gender", "account_type", "offers_incall", "offers_outcall", "hourly_rate_aud", "language_keys")
  WHERE listing_live;
