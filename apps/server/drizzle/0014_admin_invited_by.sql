ALTER TABLE "users" ADD COLUMN "invited_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: admins invited before this column existed get their inviter from the audit log.
UPDATE "users" SET "invited_by" = "audit_log"."actor_id" FROM "audit_log" WHERE "audit_log"."action" = 'admin.invite' AND "audit_log"."target_type" = 'user' AND "audit_log"."target_id" = "users"."id"::text AND "users"."role" = 'admin';
