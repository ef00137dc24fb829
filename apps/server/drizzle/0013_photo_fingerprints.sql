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
ALTER TABLE "model_photos" ADD COLUMN "probe_hashes" bigint[];--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_photo_id_model_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."model_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_fingerprints_segment_0_idx" ON "photo_fingerprints" USING btree ("segment_0","hash","photo_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_segment_1_idx" ON "photo_fingerprints" USING btree ("segment_1","hash","photo_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_segment_2_idx" ON "photo_fingerprints" USING btree ("segment_2","hash","photo_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_segment_3_idx" ON "photo_fingerprints" USING btree ("segment_3","hash","photo_id");--> statement-breakpoint
-- Hand-written: photos uploaded before fingerprints keep their whole picture's hash (no file is
-- read here, so they have no crop hashes); demo photos have no hash and are left out.
INSERT INTO "photo_fingerprints" ("photo_id", "kind", "hash") SELECT "id", 0, "phash" FROM "model_photos" WHERE "phash" IS NOT NULL;
