CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency" CHECK ("saved_searches"."frequency" IN ('daily', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE TABLE "tour_alert_cities" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text GENERATED ALWAYS AS (regexp_replace(lower("tour_alert_cities"."city"), '[^a-z0-9]', '', 'g')) STORED,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_alerts" (
	"customer_id" integer NOT NULL,
	"tour_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_alerts_customer_id_tour_id_pk" PRIMARY KEY("customer_id","tour_id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_alert_cities" ADD CONSTRAINT "tour_alert_cities_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_alerts" ADD CONSTRAINT "tour_alerts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_alerts" ADD CONSTRAINT "tour_alerts_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_customer_idx" ON "saved_searches" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_token_key" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("checked_at") WHERE "saved_searches"."frequency" <> 'off';--> statement-breakpoint
CREATE INDEX "tour_alerts_tour_idx" ON "tour_alerts" USING btree ("tour_id");--> statement-breakpoint
-- Written by hand below: an index Drizzle's schema does not declare on `models`.
--
-- A saved search's mail names the live listings that went live since its last check
-- (docs/product/accounts.md#saved-searches-and-tour-alerts): this reads them newest first
-- without scanning every live listing, whatever the search's place.
CREATE INDEX "models_went_live_idx" ON "models" USING btree ("went_live_at") WHERE "status" = 'live';
