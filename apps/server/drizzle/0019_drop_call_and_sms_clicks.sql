ALTER TABLE "listing_stats_daily" DROP COLUMN "call_clicks";--> statement-breakpoint
ALTER TABLE "listing_stats_daily" DROP COLUMN "sms_clicks";