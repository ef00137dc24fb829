CREATE TABLE "wishlist_counted_adds" (
	"model_id" integer NOT NULL,
	"pair_hash" text NOT NULL,
	CONSTRAINT "wishlist_counted_adds_model_id_pair_hash_pk" PRIMARY KEY("model_id","pair_hash")
);
--> statement-breakpoint
ALTER TABLE "listing_stats_daily" ADD COLUMN "phone_reveals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_counted_adds" ADD CONSTRAINT "wishlist_counted_adds_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the call and SMS clicks counted so far become the days' "Show number" taps,
-- which replace them (decision 033); the next migration drops the old columns.
UPDATE "listing_stats_daily" SET "phone_reveals" = "call_clicks" + "sms_clicks";
