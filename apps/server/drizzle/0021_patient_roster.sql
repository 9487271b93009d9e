CREATE TABLE "clinic_patient_counts" (
	"clinic_id" integer PRIMARY KEY NOT NULL,
	"patients" integer NOT NULL,
	CONSTRAINT "clinic_patient_counts_patients_check" CHECK ("clinic_patient_counts"."patients" >= 0)
);
--> statement-breakpoint
CREATE TABLE "patient_roster" (
	"clinic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_key" text NOT NULL,
	"last_key" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "patient_roster_user_id_clinic_id_pk" PRIMARY KEY("user_id","clinic_id")
);
--> statement-breakpoint
DROP INDEX "users_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_last_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_email_prefix_idx";--> statement-breakpoint
DROP INDEX "users_name_order_idx";--> statement-breakpoint
ALTER TABLE "clinic_patient_counts" ADD CONSTRAINT "clinic_patient_counts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_roster" ADD CONSTRAINT "patient_roster_membership_fk" FOREIGN KEY ("user_id","clinic_id") REFERENCES "public"."clinic_memberships"("user_id","clinic_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "patient_roster_first_key_idx" ON "patient_roster" USING btree ("clinic_id","first_key" text_pattern_ops,"last_key","user_id","email");--> statement-breakpoint
CREATE INDEX "patient_roster_last_key_idx" ON "patient_roster" USING btree ("clinic_id","last_key" text_pattern_ops,"first_key","user_id","email");--> statement-breakpoint
CREATE INDEX "patient_roster_email_idx" ON "patient_roster" USING btree ("clinic_id","email" text_pattern_ops,"last_key","first_key","user_id");--> statement-breakpoint
CREATE INDEX "patient_roster_order_idx" ON "patient_roster" USING btree ("clinic_id","last_key","first_key","user_id");