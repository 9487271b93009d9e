-- Issue 19 paths 2 and 4: an e-mail change takes effect only when the new address confirmed it and
-- the owner agreed (their password, their current address or session, or a recorded recovery);
-- the old address then gets an undo link. Rows left pending by the old rules need the patient's
-- agreement from now on (agreed_at stays null).
ALTER TABLE "email_change_keys" ADD COLUMN "kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_change_keys" ADD COLUMN "agree_key_hash" text;--> statement-breakpoint
ALTER TABLE "email_change_keys" ADD COLUMN "agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_keys" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "email_change_keys" ADD COLUMN "old_email" text;--> statement-breakpoint
ALTER TABLE "email_change_keys" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_keys" ADD COLUMN "undo_key_hash" text;--> statement-breakpoint
ALTER TABLE "email_change_keys" ADD COLUMN "undo_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_keys" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_keys" ADD CONSTRAINT "email_change_keys_kind_check" CHECK ("kind" IN ('own', 'staff', 'family', 'recovery'));--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_keys_agree_key_idx" ON "email_change_keys" USING btree ("agree_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_keys_undo_key_idx" ON "email_change_keys" USING btree ("undo_key_hash");
