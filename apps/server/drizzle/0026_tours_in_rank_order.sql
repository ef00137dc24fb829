-- Touring soon read in rank order from an index on tours (docs/decisions/043-tours-in-rank-order.md):
-- each tour keeps a copy of its listing's rank inputs, so a touring-soon search reads the
-- place's tours in the directory's order and checks the tiers and the start-date window on the
-- index alone, as listings at home are read from the rank indexes of 0005.
ALTER TABLE "tours" ADD COLUMN "listing_live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "rotation" bigint;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "available_until" timestamp with time zone;--> statement-breakpoint
-- Written by hand below: the triggers and the indexes with INCLUDE columns, which Drizzle cannot
-- declare.
--
-- A tour written takes its listing's copy.
CREATE FUNCTION tours_copy_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m.status = 'live', m.is_verified, m.rotation, m.last_seen_at, m.available_until
    INTO NEW.listing_live, NEW.is_verified, NEW.rotation, NEW.last_seen_at, NEW.available_until
    FROM models m WHERE m.id = NEW.model_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tours_before_write BEFORE INSERT OR UPDATE OF model_id ON tours
  FOR EACH ROW EXECUTE FUNCTION tours_copy_listing();--> statement-breakpoint
-- A listing's change of a rank input reaches its tours. A row trigger, so that a heartbeat
-- (last_seen_at, at most every 30 s per advertiser) updates that listing's few tours through
-- tours_model_idx; the WHEN clause skips every other change of the listing.
CREATE FUNCTION models_copy_to_tours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tours SET listing_live = NEW.status = 'live', is_verified = NEW.is_verified,
    rotation = NEW.rotation, last_seen_at = NEW.last_seen_at, available_until = NEW.available_until
  WHERE model_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER models_after_update_tours AFTER UPDATE ON models FOR EACH ROW
  WHEN ((OLD.status = 'live', OLD.is_verified, OLD.rotation, OLD.last_seen_at, OLD.available_until)
    IS DISTINCT FROM (NEW.status = 'live', NEW.is_verified, NEW.rotation, NEW.last_seen_at, NEW.available_until))
  EXECUTE FUNCTION models_copy_to_tours();--> statement-breakpoint
-- The tours' trigger of 0005: an update announces the tour's places only when the tour or what
-- its listing's card shows changed, so a heartbeat copied to the tours clears no kept search
-- (the listings' trigger of 0023 follows the same rule).
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
               o.listing_live, o.is_verified, o.available_until)
          IS DISTINCT FROM
              (n.model_id, n.state, n.city, n.lat, n.lng, n.starts_on, n.ends_on,
               n.listing_live, n.is_verified, n.available_until)
          OR (o.last_seen_at IS NULL) <> (n.last_seen_at IS NULL)
          OR n.last_seen_at > o.last_seen_at + interval '15 minutes'
      ) changed,
        unnest(ARRAY['all', 'state:' || (o).state, 'city:' || (o).city_key, 'listing:' || (o).model_id,
                     'state:' || (n).state, 'city:' || (n).city_key, 'listing:' || (n).model_id]) tag));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE tours t SET listing_live = m.status = 'live', is_verified = m.is_verified,
  rotation = m.rotation, last_seen_at = m.last_seen_at, available_until = m.available_until
FROM models m WHERE m.id = t.model_id;--> statement-breakpoint
-- Tour rank indexes: the live listings' tours of a city (or a state) in the directory's order,
-- the start date and the tiers' columns included, so a touring-soon branch reads its first rows
-- in order and checks the window and the tier on the index alone.
CREATE INDEX "tours_city_rank_idx" ON "tours" USING btree ("city_key", "is_verified" DESC, "rotation", "model_id")
  INCLUDE ("state", "starts_on", "last_seen_at", "available_until")
  WHERE listing_live;--> statement-breakpoint
CREATE INDEX "tours_state_rank_idx" ON "tours" USING btree ("state", "is_verified" DESC, "rotation", "model_id")
  INCLUDE ("starts_on", "last_seen_at", "available_until")
  WHERE listing_live;
