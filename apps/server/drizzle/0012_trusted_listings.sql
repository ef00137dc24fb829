CREATE TABLE "listing_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"action" text NOT NULL,
	"waited_for_review" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text
);
--> statement-breakpoint
CREATE TABLE "listing_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_fingerprints" (
	"photo_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"hash" bigint NOT NULL,
	"segment_0" integer GENERATED ALWAYS AS (((hash >> 48) & 65535)::int) STORED NOT NULL,
	"segment_1" integer GENERATED ALWAYS AS (((hash >> 32) & 65535)::int) STORED NOT NULL,
	"segment_2" integer GENERATED ALWAYS AS (((hash >> 16) & 65535)::int) STORED NOT NULL,
	"segment_3" integer GENERATED ALWAYS AS ((hash & 65535)::int) STORED NOT NULL,
	CONSTRAINT "photo_fingerprints_photo_id_kind_pk" PRIMARY KEY("photo_id","kind")
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code" text NOT NULL,
	"image_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "model_photos" ADD COLUMN "probe_hashes" bigint[];--> statement-breakpoint
ALTER TABLE "model_photos" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "model_photos" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "verification_code" text DEFAULT upper(substr(md5(random()::text), 1, 6)) NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_history" ADD CONSTRAINT "listing_history_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_photo_id_model_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."model_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_history_model_idx" ON "listing_history" USING btree ("model_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_reports_model_idx" ON "listing_reports" USING btree ("model_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("created_at") WHERE "listing_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_revisions_one_pending_key" ON "listing_revisions" USING btree ("model_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "listing_revisions_model_idx" ON "listing_revisions" USING btree ("model_id","submitted_at");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_segment_0_idx" ON "photo_fingerprints" USING btree ("segment_0","hash","photo_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_segment_1_idx" ON "photo_fingerprints" USING btree ("segment_1","hash","photo_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_segment_2_idx" ON "photo_fingerprints" USING btree ("segment_2","hash","photo_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_segment_3_idx" ON "photo_fingerprints" USING btree ("segment_3","hash","photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_pending_key" ON "verification_requests" USING btree ("model_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "verification_requests_model_idx" ON "verification_requests" USING btree ("model_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_decided_idx" ON "verification_requests" USING btree ("decided_at");--> statement-breakpoint
-- Hand-written: photos uploaded before fingerprints keep their whole picture's hash (no file is
-- read here, so they have no crop hashes); demo photos have no hash and are left out.
INSERT INTO "photo_fingerprints" ("photo_id", "kind", "hash") SELECT "id", 0, "phash" FROM "model_photos" WHERE "phash" IS NOT NULL;
