CREATE TABLE "listing_counts" (
	"state" text NOT NULL,
	"city_key" text NOT NULL,
	"gender" text NOT NULL,
	"account_type" text NOT NULL,
	"is_verified" boolean NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "listing_counts_state_city_key_gender_account_type_is_verified_pk" PRIMARY KEY("state","city_key","gender","account_type","is_verified")
);
--> statement-breakpoint
DROP INDEX "models_live_gender_idx";--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "rotation" bigint GENERATED ALWAYS AS (hashint4(id)::bigint + 2147483648) STORED NOT NULL;--> statement-breakpoint
-- Written by hand below: indexes with INCLUDE columns and the triggers, which Drizzle cannot
-- declare. docs/PERFORMANCE.md ("Search at a million listings") explains each.
--
-- Rank indexes: every live listing in the directory's order (verified first, then its place on
-- the rotation circle), behind the equality columns of the filter combinations the site uses. A page of
-- results is read from one of them in order, so its cost does not grow with the directory.
-- The INCLUDE columns let the other filters and the Active Now split run on the index alone.
CREATE INDEX "models_rank_idx" ON "models" USING btree ("is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "state", "city_key", "gender", "account_type", "age")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_gender_rank_idx" ON "models" USING btree ("gender", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "account_type", "age")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_state_rank_idx" ON "models" USING btree ("state", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "gender", "account_type", "age")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_state_gender_rank_idx" ON "models" USING btree ("state", "gender", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "account_type", "age")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_city_rank_idx" ON "models" USING btree ("city_key", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "state", "gender", "account_type", "age")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_city_gender_rank_idx" ON "models" USING btree ("city_key", "gender", "is_verified" DESC, "rotation", "id")
  INCLUDE ("last_seen_at", "state", "account_type", "age")
  WHERE status = 'live';--> statement-breakpoint
-- The place indexes of 0001 ranked by sorting every match; the rank indexes replace them.
DROP INDEX "models_live_state_city_idx";--> statement-breakpoint
DROP INDEX "models_live_city_idx";--> statement-breakpoint
INSERT INTO "listing_counts" ("state", "city_key", "gender", "account_type", "is_verified", "live")
  SELECT "state", "city_key", "gender", "account_type", "is_verified", count(*)::int
  FROM "models" WHERE status = 'live' GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- Tells every server which kept answers a change touches (platform/answer-cache.ts listens):
-- searches by place ('all' for searches without one, 'state:…', 'city:…', 'suburb:…') and
-- profiles by listing ('listing:…'); '*' when there are too many to list.
CREATE FUNCTION notify_listing_changes(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(tags), 0) = 0 THEN
    RETURN;
  ELSIF cardinality(tags) > 200 THEN
    PERFORM pg_notify('listing_changes', '*');
  ELSE
    PERFORM pg_notify('listing_changes', array_to_string(tags, E'\n'));
  END IF;
END $$;--> statement-breakpoint
-- One statement's changes to listings: the counts of live listings move by the difference;
-- the places of listings whose card or membership changed are announced, and every listing
-- changed in any way but its view count. A heartbeat (last seen a minute later) touches no
-- search; coming back online after 15 minutes (Active Now) does.
CREATE FUNCTION models_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (state, city_key, gender, account_type, is_verified, live)
      SELECT state, city_key, gender, account_type, is_verified, count(*)::int
      FROM new_rows WHERE status = 'live' GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (state, city_key, gender, account_type, is_verified)
      DO UPDATE SET live = c.live + excluded.live;
    PERFORM notify_listing_changes(ARRAY(
      SELECT DISTINCT tag FROM new_rows n,
        unnest(ARRAY['all', 'state:' || n.state, 'city:' || n.city_key, 'suburb:' || n.suburb_key,
                     'listing:' || n.id]) tag
      WHERE n.status = 'live'));
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts AS c (state, city_key, gender, account_type, is_verified, live)
      SELECT state, city_key, gender, account_type, is_verified, -count(*)::int
      FROM old_rows WHERE status = 'live' GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (state, city_key, gender, account_type, is_verified)
      DO UPDATE SET live = c.live + excluded.live;
    PERFORM notify_listing_changes(ARRAY(
      SELECT DISTINCT tag FROM old_rows o,
        unnest(ARRAY['all', 'state:' || o.state, 'city:' || o.city_key, 'suburb:' || o.suburb_key,
                     'listing:' || o.id]) tag
      WHERE o.status = 'live'));
  ELSE
    INSERT INTO listing_counts AS c (state, city_key, gender, account_type, is_verified, live)
      SELECT state, city_key, gender, account_type, is_verified, sum(delta)::int
      FROM (
        SELECT state, city_key, gender, account_type, is_verified, 1 AS delta
        FROM new_rows WHERE status = 'live'
        UNION ALL
        SELECT state, city_key, gender, account_type, is_verified, -1
        FROM old_rows WHERE status = 'live'
      ) moved
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (state, city_key, gender, account_type, is_verified)
      DO UPDATE SET live = c.live + excluded.live;
    PERFORM notify_listing_changes(ARRAY(
      SELECT DISTINCT tag FROM (
        SELECT o, n,
          (o.status, o.name, o.age, o.gender, o.account_type, o.categories, o.description_text,
           o.state, o.city, o.suburb, o.lat, o.lng, o.image_name, o.is_verified)
          IS DISTINCT FROM
          (n.status, n.name, n.age, n.gender, n.account_type, n.categories, n.description_text,
           n.state, n.city, n.suburb, n.lat, n.lng, n.image_name, n.is_verified)
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
END $$;--> statement-breakpoint
CREATE TRIGGER models_after_insert AFTER INSERT ON models REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION models_after_change();--> statement-breakpoint
CREATE TRIGGER models_after_update AFTER UPDATE ON models
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION models_after_change();--> statement-breakpoint
CREATE TRIGGER models_after_delete AFTER DELETE ON models REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION models_after_change();--> statement-breakpoint
-- A tour written changes the searches of its place and its listing's profile.
CREATE FUNCTION tours_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
        SELECT state, city_key, model_id FROM old_rows
        UNION SELECT state, city_key, model_id FROM new_rows
      ) t, unnest(ARRAY['all', 'state:' || t.state, 'city:' || t.city_key, 'listing:' || t.model_id]) tag));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tours_after_insert AFTER INSERT ON tours REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tours_after_change();--> statement-breakpoint
CREATE TRIGGER tours_after_update AFTER UPDATE ON tours
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tours_after_change();--> statement-breakpoint
CREATE TRIGGER tours_after_delete AFTER DELETE ON tours REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tours_after_change();--> statement-breakpoint
-- A photo added, moved or removed changes its listing's profile (the card's photo is
-- models.image_name, announced above).
CREATE FUNCTION model_photos_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_listing_changes(ARRAY(SELECT DISTINCT 'listing:' || model_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM notify_listing_changes(ARRAY(SELECT DISTINCT 'listing:' || model_id FROM old_rows));
  ELSE
    PERFORM notify_listing_changes(ARRAY(
      SELECT DISTINCT 'listing:' || model_id FROM (
        SELECT model_id FROM old_rows UNION SELECT model_id FROM new_rows) p));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER model_photos_after_insert AFTER INSERT ON model_photos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION model_photos_after_change();--> statement-breakpoint
CREATE TRIGGER model_photos_after_update AFTER UPDATE ON model_photos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION model_photos_after_change();--> statement-breakpoint
CREATE TRIGGER model_photos_after_delete AFTER DELETE ON model_photos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION model_photos_after_change();
