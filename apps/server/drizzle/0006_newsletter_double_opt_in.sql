ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_digest" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_key" ON "newsletter_subscribers" USING btree ("confirm_token_digest");--> statement-breakpoint
-- Written by hand: addresses that subscribed before double opt-in (docs/SECURITY.md) consented under the
-- old one-step form, which the site then treated as consent, so they stay subscribers: they are
-- marked confirmed as of their sign-up (docs/decisions/023-newsletter-double-opt-in.md).
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at" WHERE "confirmed_at" IS NULL;
