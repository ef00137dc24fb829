CREATE TABLE "wrong_code_guesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"guessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wrong_code_guesses" ADD CONSTRAINT "wrong_code_guesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wrong_code_guesses_user_idx" ON "wrong_code_guesses" USING btree ("user_id","guessed_at");--> statement-breakpoint
-- Written by hand: every stored account phone in the one canonical form of packages/contract's
-- canonicalPhone (separators out, +61 / 0061 / 61 before a mobile turned into 0), so lookups and
-- per-account limits never see one phone written two ways. Sign-up has only ever accepted
-- 04xxxxxxxx, so this normally changes nothing; it makes the rule hold whatever came before.
UPDATE "users"
SET "phone" = regexp_replace(
  regexp_replace("phone", '[[:space:]().-]', '', 'g'),
  '^(\+|00)?61(4[0-9]{8})$',
  '0\2'
)
WHERE "phone" IS NOT NULL
  AND "phone" <> regexp_replace(
    regexp_replace("phone", '[[:space:]().-]', '', 'g'),
    '^(\+|00)?61(4[0-9]{8})$',
    '0\2'
  );
