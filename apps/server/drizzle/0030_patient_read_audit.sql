-- Hand-written (issue 19, path 5): every read of a patient's data writes an audit row naming the
-- patient, the clinic through which it was read and the reader's role, so a patient can see who
-- opened their record and a clinic admin can search their clinic's reads. The same table keeps
-- every other audit row; these columns stay null there.
ALTER TABLE "audit_log" ADD COLUMN "patient_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "clinic_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_patient_idx" ON "audit_log" USING btree ("patient_id","at") WHERE "patient_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_clinic_idx" ON "audit_log" USING btree ("clinic_id","at") WHERE "clinic_id" IS NOT NULL;
