-- Touring today read in rank order (docs/decisions/050-search-part-by-part.md): the tour rank
-- indexes of 0026 again with the last day included, so a search reads the tours on in a place
-- today in the directory's order and checks both dates on the index alone, as it reads the
-- tours starting soon.
DROP INDEX "tours_city_rank_idx";--> statement-breakpoint
CREATE INDEX "tours_city_rank_idx" ON "tours" USING btree ("city_key", "is_verified" DESC, "rotation", "model_id")
  INCLUDE ("state", "starts_on", "ends_on", "last_seen_at", "available_until")
  WHERE listing_live;--> statement-breakpoint
DROP INDEX "tours_state_rank_idx";--> statement-breakpoint
CREATE INDEX "tours_state_rank_idx" ON "tours" USING btree ("state", "is_verified" DESC, "rotation", "model_id")
  INCLUDE ("starts_on", "ends_on", "last_seen_at", "available_until")
  WHERE listing_live;
