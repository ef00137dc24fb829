-- Covering indexes for place searches: the ranking columns ride along, so a city search
-- finds and ranks its listings by an index-only scan (docs/PERFORMANCE.md).
CREATE INDEX "models_live_state_city_idx" ON "models" USING btree ("state", "city_key")
  INCLUDE ("id", "gender", "account_type", "categories", "last_seen_at", "is_verified")
  WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "models_live_city_idx" ON "models" USING btree ("city_key")
  INCLUDE ("id", "state", "gender", "account_type", "categories", "last_seen_at", "is_verified")
  WHERE status = 'live';
