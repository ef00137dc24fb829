ALTER TABLE "listing_stats_daily" ADD COLUMN "call_taps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_stats_daily" ADD COLUMN "sms_taps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_stats_daily" ADD COLUMN "whatsapp_taps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_stats_daily" ADD COLUMN "telegram_taps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_stats_daily" ADD COLUMN "signal_taps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_stats_daily" ADD COLUMN "enquiries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "contact_channels" text[] DEFAULT '{calls,sms}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "telegram_handle" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: each listing's { call, sms } preference becomes its channel set (decision 039),
-- and so does a preference waiting for review in a revision, before the old column goes.
UPDATE "models" SET "contact_channels" = array_remove(ARRAY[
    CASE WHEN ("contact_preferences"->>'call')::boolean THEN 'calls' END,
    CASE WHEN ("contact_preferences"->>'sms')::boolean THEN 'sms' END
  ], NULL);--> statement-breakpoint
UPDATE "listing_revisions"
SET "changes" = jsonb_set(
  "changes" #- '{columns,contactPreferences}',
  '{columns,contactChannels}',
  to_jsonb(array_remove(ARRAY[
    CASE WHEN ("changes"->'columns'->'contactPreferences'->>'call')::boolean THEN 'calls' END,
    CASE WHEN ("changes"->'columns'->'contactPreferences'->>'sms')::boolean THEN 'sms' END
  ], NULL))
)
WHERE "changes"->'columns' ? 'contactPreferences';--> statement-breakpoint
ALTER TABLE "models" DROP COLUMN "contact_preferences";