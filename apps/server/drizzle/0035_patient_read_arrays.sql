-- Hand-written (issue 19, path 5): one `patient.read` row per answer instead of one per patient
-- shown. A roster page wrote 25 rows and the upcoming list 15, and the database's work per row
-- was the read audit's whole cost (bench/README.md, read-audit). The row now names every patient
-- the answer showed in `patient_ids`, and in `clinic_ids`, at the same position, the clinic each
-- was reached through (null for the patient's own side). `patient_id` and `clinic_id` stay for the
-- other actions that concern one patient.
ALTER TABLE "audit_log" ADD COLUMN "patient_ids" integer[];--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "clinic_ids" integer[];--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_read_arrays_aligned" CHECK (cardinality("patient_ids") = cardinality("clinic_ids"));--> statement-breakpoint
-- The reads written before this migration, one patient each, take the new shape. Only here, as the
-- table's owner, is the append-only trigger set aside: the rows gain the arrays their scalar
-- columns already hold, and nothing they record changes.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" SET "patient_ids" = ARRAY["patient_id"], "clinic_ids" = ARRAY["clinic_id"]
  WHERE "action" = 'patient.read' AND "patient_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
-- "Who read patient X" (the patient's own view, the admin's filter by patient) and "the reads
-- through clinic C" (the admin's access log) search the arrays.
CREATE INDEX "audit_log_patient_ids_idx" ON "audit_log" USING gin ("patient_ids") WHERE "patient_ids" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_clinic_ids_idx" ON "audit_log" USING gin ("clinic_ids") WHERE "clinic_ids" IS NOT NULL;
