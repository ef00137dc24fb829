-- Written by hand: the change announcements of drizzle/0005 (platform/cache/answer-cache.ts)
-- also name the searches of a listing's place when its Available today switch changes
-- (docs/product/listings-and-moderation.md#available-today), so the card's badge shows and goes
-- at once, not when the kept page expires. Its end needs no announcement: answers drop an
-- end that has passed when they are sent. The function is 0005's with that one condition added.
CREATE OR REPLACE FUNCTION models_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
          -- Available today switched on, moved or off: the cards show it, and searches filter by it.
          OR o.available_until IS DISTINCT FROM n.available_until
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
