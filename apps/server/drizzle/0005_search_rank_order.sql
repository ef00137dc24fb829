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
-- Tells every server which cached searches a change touches (search-cache.ts listens):
-- 'all' (searches without a place) and the places named; '*' when there are too many to list.
CREATE FUNCTION notify_search_changes(places text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(places), 0) = 0 THEN
    RETURN;
  ELSIF cardinality(places) > 200 THEN
    PERFORM pg_notify('search_changes', '*');
  ELSE
    PERFORM pg_notify('search_changes', 'all' || E'\n' || array_to_string(places, E'\n'));
  END IF;
END $$;--> statement-breakpoint
-- One statement's changes to live listings: the counts move by the difference, and the places
-- of listings whose public card or membership changed are announced. A heartbeat (last seen a
-- minute later) changes neither; coming back online after 15 minutes (Active Now) does.
CREATE FUNCTION models_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (state, city_key, gender, account_type, is_verified, live)
      SELECT state, city_key, gender, account_type, is_verified, count(*)::int
      FROM new_rows WHERE status = 'live' GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (state, city_key, gender, account_type, is_verified)
      DO UPDATE SET live = c.live + excluded.live;
    PERFORM notify_search_changes(ARRAY(
      SELECT DISTINCT place FROM new_rows n,
        unnest(ARRAY['state:' || n.state, 'city:' || n.city_key, 'suburb:' || n.suburb_key]) place
      WHERE n.status = 'live'));
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts AS c (state, city_key, gender, account_type, is_verified, live)
      SELECT state, city_key, gender, account_type, is_verified, -count(*)::int
      FROM old_rows WHERE status = 'live' GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (state, city_key, gender, account_type, is_verified)
      DO UPDATE SET live = c.live + excluded.live;
    PERFORM notify_search_changes(ARRAY(
      SELECT DISTINCT place FROM old_rows o,
        unnest(ARRAY['state:' || o.state, 'city:' || o.city_key, 'suburb:' || o.suburb_key]) place
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
    PERFORM notify_search_changes(ARRAY(
      SELECT DISTINCT place FROM old_rows o JOIN new_rows n ON n.id = o.id,
        unnest(ARRAY['state:' || o.state, 'city:' || o.city_key, 'suburb:' || o.suburb_key,
                     'state:' || n.state, 'city:' || n.city_key, 'suburb:' || n.suburb_key]) place
      WHERE (o.status = 'live' OR n.status = 'live')
        AND ((o.status, o.name, o.age, o.gender, o.account_type, o.categories, o.description_text,
              o.state, o.city, o.suburb, o.lat, o.lng, o.image_name, o.is_verified)
             IS DISTINCT FROM
             (n.status, n.name, n.age, n.gender, n.account_type, n.categories, n.description_text,
              n.state, n.city, n.suburb, n.lat, n.lng, n.image_name, n.is_verified)
          OR (o.last_seen_at IS NULL) <> (n.last_seen_at IS NULL)
          OR n.last_seen_at > o.last_seen_at + interval '15 minutes')));
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
-- A tour starting, moving or ending changes the searches of its place.
CREATE FUNCTION tours_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_search_changes(ARRAY(
      SELECT DISTINCT place FROM new_rows n, unnest(ARRAY['state:' || n.state, 'city:' || n.city_key]) place));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM notify_search_changes(ARRAY(
      SELECT DISTINCT place FROM old_rows o, unnest(ARRAY['state:' || o.state, 'city:' || o.city_key]) place));
  ELSE
    PERFORM notify_search_changes(ARRAY(
      SELECT DISTINCT place FROM (
        SELECT state, city_key FROM old_rows UNION SELECT state, city_key FROM new_rows
      ) t, unnest(ARRAY['state:' || t.state, 'city:' || t.city_key]) place));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tours_after_insert AFTER INSERT ON tours REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tours_after_change();--> statement-breakpoint
CREATE TRIGGER tours_after_update AFTER UPDATE ON tours
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tours_after_change();--> statement-breakpoint
CREATE TRIGGER tours_after_delete AFTER DELETE ON tours REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tours_after_change();
