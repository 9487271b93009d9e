-- Issue 20 point 7: the usage report reads every encounter of a date range in keyset pages of
-- (start_time, id); without this index each page would sort the whole table again.
CREATE INDEX "encounters_start_id_idx" ON "encounters" USING btree ("start_time","id");
--> statement-breakpoint
-- Issue 20 point 8: the super admin's audit viewer reads admin actions newest first among far more
-- patient reads and sign-ins.
CREATE INDEX "audit_log_admin_idx" ON "audit_log" USING btree ("at","id") WHERE "audit_log"."action" like 'admin.%';
