CREATE TABLE "listing_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listing_stats_daily" (
	"model_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"wishlist_adds" integer DEFAULT 0 NOT NULL,
	"call_clicks" integer DEFAULT 0 NOT NULL,
	"sms_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_stats_daily_model_id_day_pk" PRIMARY KEY("model_id","day")
);
--> statement-breakpoint
ALTER TABLE "model_photos" ADD COLUMN "base_name" text;--> statement-breakpoint
ALTER TABLE "model_photos" ADD COLUMN "widths" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "model_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "model_photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "model_photos" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "home_suburb" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "home_lat" double precision;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "home_lng" double precision;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "show_suburb" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "rate_table" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "weekly_availability" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "ethnicity" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "hide_online_status" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_stats_daily" ADD CONSTRAINT "listing_stats_daily_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_flags_model_idx" ON "listing_flags" USING btree ("model_id","created_at");--> statement-breakpoint
-- Listings made before advertisers could hide it showed their suburb: their own locality is the public one.
UPDATE "models" SET "home_suburb" = "suburb", "home_lat" = "lat", "home_lng" = "lng";
