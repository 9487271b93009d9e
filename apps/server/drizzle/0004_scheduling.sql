CREATE TABLE "encounters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "encounters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"lead_provider_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_by_assistant_id" integer,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"duration_minutes" smallint,
	"video_type_id" integer,
	"payment_type" text NOT NULL,
	"quantity_cents" integer DEFAULT 0 NOT NULL,
	"transaction_id" text,
	"what_is_wrong" text,
	"pre_condition" text,
	"message" jsonb,
	"questionnaire" jsonb,
	"has_dangerous_travel" boolean,
	"has_fever_history" boolean,
	"has_rash_history" boolean,
	"cancel_reason" text,
	"finish_reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"room_name" text,
	"room_start_time" timestamp with time zone,
	"room_end_time" timestamp with time zone,
	"patient_joined" boolean DEFAULT false NOT NULL,
	"topic_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "encounters_type_check" CHECK ("encounters"."type" in ('VIDEO','AUDIO','MESSAGE','OFFICE')),
	CONSTRAINT "encounters_status_check" CHECK ("encounters"."status" in ('REQUESTED','PENDING','ACCEPTED','DECLINED','CANCELLED','STARTED','PROVIDER_STARTED','PATIENT_STARTED','FINISHED')),
	CONSTRAINT "encounters_finish_reason_check" CHECK ("encounters"."finish_reason" is null or "encounters"."finish_reason" in ('APPOINTMENT_CONCLUDED','PATIENT_NOT_ATTEND','TEST_NOT_TRUE_APPOINTMENT','OTHER')),
	CONSTRAINT "encounters_payment_type_check" CHECK ("encounters"."payment_type" in ('CASH','INSURANCE')),
	CONSTRAINT "encounters_quantity_check" CHECK ("encounters"."quantity_cents" >= 0),
	CONSTRAINT "encounters_times_check" CHECK (("encounters"."type" = 'MESSAGE' and "encounters"."end_time" is null) or ("encounters"."end_time" > "encounters"."start_time" and "encounters"."end_time" <= "encounters"."start_time" + interval '1 day'))
);
--> statement-breakpoint
CREATE TABLE "availability_days" (
	"provider_id" integer NOT NULL,
	"date" date NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_days_provider_id_date_pk" PRIMARY KEY("provider_id","date")
);
--> statement-breakpoint
CREATE TABLE "availability_default_weeks" (
	"provider_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"week" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_default_weeks_provider_id_effective_from_pk" PRIMARY KEY("provider_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "encounter_accounts" (
	"provider_id" integer NOT NULL,
	"encounter_type" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"quantity_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "encounter_accounts_provider_id_encounter_type_pk" PRIMARY KEY("provider_id","encounter_type"),
	CONSTRAINT "encounter_accounts_type_check" CHECK ("encounter_accounts"."encounter_type" in ('VIDEO','AUDIO','MESSAGE','OFFICE')),
	CONSTRAINT "encounter_accounts_quantity_check" CHECK ("encounter_accounts"."quantity_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_schedules" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_encounter_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_encounter_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"encounter_name" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" smallint DEFAULT 15 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"allow_appointment_template" boolean DEFAULT false NOT NULL,
	"template_id" integer,
	"require_attachment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "video_encounter_types_slot_check" CHECK ("video_encounter_types"."slot" between 1 and 3),
	CONSTRAINT "video_encounter_types_duration_check" CHECK ("video_encounter_types"."duration_minutes" in (10, 15, 30, 45, 60, 90)),
	CONSTRAINT "video_encounter_types_price_check" CHECK ("video_encounter_types"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_lead_provider_id_users_id_fk" FOREIGN KEY ("lead_provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_created_by_assistant_id_users_id_fk" FOREIGN KEY ("created_by_assistant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_video_type_id_video_encounter_types_id_fk" FOREIGN KEY ("video_type_id") REFERENCES "public"."video_encounter_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_days" ADD CONSTRAINT "availability_days_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_default_weeks" ADD CONSTRAINT "availability_default_weeks_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_accounts" ADD CONSTRAINT "encounter_accounts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_schedules" ADD CONSTRAINT "provider_schedules_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_encounter_types" ADD CONSTRAINT "video_encounter_types_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encounters_provider_start_idx" ON "encounters" USING btree ("provider_id","start_time");--> statement-breakpoint
CREATE INDEX "encounters_patient_start_idx" ON "encounters" USING btree ("patient_id","start_time");--> statement-breakpoint
CREATE INDEX "encounters_clinic_status_start_idx" ON "encounters" USING btree ("clinic_id","status","start_time");--> statement-breakpoint
CREATE INDEX "video_encounter_types_provider_idx" ON "video_encounter_types" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_encounter_types_live_slot_key" ON "video_encounter_types" USING btree ("provider_id","slot") WHERE "video_encounter_types"."removed_at" is null;