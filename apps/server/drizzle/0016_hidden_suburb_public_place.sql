ALTER TABLE "models" ADD COLUMN "home_postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express data moves). The postcode the advertiser
-- picked is kept in home_postcode; a hidden suburb's postcode leaves the public column, in the
-- listing and in changes waiting for review (docs/decisions/031-hidden-suburb-public-place.md).
UPDATE "models" SET "home_postcode" = coalesce("postcode", '');
--> statement-breakpoint
UPDATE "models" SET "postcode" = NULL WHERE NOT "show_suburb";
--> statement-breakpoint
UPDATE "listing_revisions"
SET "changes" = jsonb_set(
  "changes",
  '{columns}',
  ("changes" -> 'columns') || jsonb_build_object(
    'homePostcode', coalesce("changes" -> 'columns' ->> 'postcode', ''),
    'postcode', CASE WHEN ("changes" -> 'columns' ->> 'showSuburb')::boolean IS FALSE
      THEN 'null'::jsonb ELSE "changes" -> 'columns' -> 'postcode' END
  )
)
WHERE "status" = 'pending' AND "changes" -> 'columns' ? 'postcode';
