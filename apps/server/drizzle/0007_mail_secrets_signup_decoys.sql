CREATE TABLE "signup_decoys" (
	"id" integer PRIMARY KEY DEFAULT nextval('users_id_seq') NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"code_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"owner_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secret_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "signup_decoys_email_idx" ON "signup_decoys" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "outbox_secret_expires_idx" ON "outbox" USING btree ("secret_expires_at") WHERE "outbox"."secret_expires_at" IS NOT NULL;--> statement-breakpoint
-- Written by hand: rows written before this migration held codes and links with no marker.
-- Those of the mails and texts that carry a one-time secret are blanked now (docs/SECURITY.md):
-- a live one among them is lost, and its owner asks for a new code or link.
UPDATE "outbox" SET "body_text" = '[removed: held a one-time secret]', "body_html" = NULL
WHERE "channel" = 'sms'
   OR "subject" LIKE 'Your % code: %'
   OR "subject" LIKE 'Reset your % password'
   OR "subject" LIKE 'Confirm your new % e-mail address: %'
   OR "subject" LIKE 'You are invited to run %';
