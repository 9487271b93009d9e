CREATE TABLE "encounter_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "encounter_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"encounter_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "encounter_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "encounter_summaries" (
	"encounter_id" integer PRIMARY KEY NOT NULL,
	"chief_complaint" text,
	"subjetive_evaluation" text,
	"objective_evaluation" text,
	"plan_of_treatment" text,
	"diagnosis_description" text,
	"diagnosis_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"cpt_description" text,
	"cpt_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"written_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "encounter_summaries_codes_check" CHECK (coalesce(array_length("encounter_summaries"."diagnosis_codes", 1), 0) <= 6 and coalesce(array_length("encounter_summaries"."cpt_codes", 1), 0) <= 6)
);
--> statement-breakpoint
CREATE TABLE "questionnaire_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"edit_form_json" text NOT NULL,
	"edit_form_data_json" text,
	"display_form_json" text,
	"is_visible_to_patient" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "encounter_files" ADD CONSTRAINT "encounter_files_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_files" ADD CONSTRAINT "encounter_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_summaries" ADD CONSTRAINT "encounter_summaries_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_summaries" ADD CONSTRAINT "encounter_summaries_written_by_id_users_id_fk" FOREIGN KEY ("written_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD CONSTRAINT "questionnaire_templates_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encounter_files_encounter_idx" ON "encounter_files" USING btree ("encounter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "encounter_files_encounter_name_key" ON "encounter_files" USING btree ("encounter_id","file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_templates_provider_name_key" ON "questionnaire_templates" USING btree ("provider_id",lower("name"));