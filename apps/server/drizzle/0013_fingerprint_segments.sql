DROP INDEX "photo_fingerprints_segment_3_idx";--> statement-breakpoint
ALTER TABLE "photo_fingerprints" drop column "segment_0";--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD COLUMN "segment_0" integer GENERATED ALWAYS AS (((hash >> 43) & 2097151)::int) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" drop column "segment_1";--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD COLUMN "segment_1" integer GENERATED ALWAYS AS (((hash >> 22) & 2097151)::int) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" drop column "segment_2";--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD COLUMN "segment_2" integer GENERATED ALWAYS AS ((hash & 4194303)::int) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" DROP COLUMN "segment_3";;--> statement-breakpoint
-- Written by hand: dropping the old columns dropped their indexes, which drizzle-kit does not
-- see; the three segment indexes are made again on the new columns.
CREATE INDEX "photo_fingerprints_segment_0_idx" ON "photo_fingerprints" USING btree ("segment_0","hash","photo_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_segment_1_idx" ON "photo_fingerprints" USING btree ("segment_1","hash","photo_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_segment_2_idx" ON "photo_fingerprints" USING btree ("segment_2","hash","photo_id");
