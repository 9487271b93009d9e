CREATE TABLE "patient_profile_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_profile_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"modified_by_id" integer,
	"acting_assistant_id" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_profile" jsonb NOT NULL,
	"diff" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "alternative_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "medical_history" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "medicine_info" jsonb;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "emergency_contact" jsonb;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "insurances" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "recommendation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "offices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "hospital_affiliations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "alternative_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_profile_history" ADD CONSTRAINT "patient_profile_history_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profile_history" ADD CONSTRAINT "patient_profile_history_modified_by_id_users_id_fk" FOREIGN KEY ("modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profile_history" ADD CONSTRAINT "patient_profile_history_acting_assistant_id_users_id_fk" FOREIGN KEY ("acting_assistant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_profile_history_patient_idx" ON "patient_profile_history" USING btree ("patient_id","modified_at");--> statement-breakpoint
CREATE INDEX "users_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (lower("last_name"),lower("first_name"),"id");