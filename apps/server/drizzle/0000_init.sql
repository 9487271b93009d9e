CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"acting_assistant_id" integer,
	"subject" text,
	"ip" text,
	"user_agent" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "clinic_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"first_street_line" text NOT NULL,
	"second_street_line" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"address_type" text NOT NULL,
	"postal_code" text NOT NULL,
	"address_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_consents" (
	"clinic_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	CONSTRAINT "clinic_consents_clinic_id_slot_pk" PRIMARY KEY("clinic_id","slot")
);
--> statement-breakpoint
CREATE TABLE "clinic_memberships" (
	"user_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_memberships_user_id_clinic_id_pk" PRIMARY KEY("user_id","clinic_id")
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"clinic_type" text NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	"is_in_office_appointment_active" boolean DEFAULT false NOT NULL,
	"is_patient_welcome_email_enabled" boolean DEFAULT false NOT NULL,
	"provider_network_enabled" boolean DEFAULT false NOT NULL,
	"is_patient_schedule_appointment_enabled" boolean DEFAULT false NOT NULL,
	"allow_patient_in_room_light" boolean DEFAULT false NOT NULL,
	"allow_remote_patient_monitoring" boolean DEFAULT false NOT NULL,
	"allow_post_appt_conf" boolean DEFAULT false NOT NULL,
	"allow_appointment_template" boolean DEFAULT false NOT NULL,
	"prevent_scheduler_24h" boolean DEFAULT false NOT NULL,
	"allow_patient_attachment" boolean DEFAULT false NOT NULL,
	"allow_experience_builder" boolean DEFAULT false NOT NULL,
	"allow_mute_all" boolean DEFAULT false NOT NULL,
	"allow_consent" boolean DEFAULT false NOT NULL,
	"require_consent_check" boolean DEFAULT false NOT NULL,
	"additional_consent_text" text,
	"custom_logo" text,
	"custom_top_logo" text,
	"custom_url" text,
	"storage_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rpm_partner_id" integer,
	"external_partner_id" text,
	"associated_partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_clinic_members" (
	"parent_clinic_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	CONSTRAINT "parent_clinic_members_parent_clinic_id_clinic_id_pk" PRIMARY KEY("parent_clinic_id","clinic_id")
);
--> statement-breakpoint
CREATE TABLE "parent_clinics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parent_clinics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"activated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"company_name" text NOT NULL,
	"partner_type" text NOT NULL,
	"needs_external_id" boolean DEFAULT false NOT NULL,
	"needs_associated_partner" boolean DEFAULT false NOT NULL,
	"selectable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passcodes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"acting_assistant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"image_path" text,
	"activated" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"passcode_required" boolean DEFAULT false NOT NULL,
	"room_name" text,
	"time_zone" text,
	"time_zone_offset" smallint,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('ROLE_PATIENT','ROLE_PROVIDER','ROLE_ROOM_INVITED','ROLE_EXMD_ADMIN','ROLE_EXMD_ASSIST','ROLE_CLINIC_ADMIN')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_providers" (
	"assistant_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	CONSTRAINT "assistant_providers_assistant_id_provider_id_pk" PRIMARY KEY("assistant_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "patient_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"ehr_id" text,
	"family_owner_id" integer,
	"relationship" text
);
--> statement-breakpoint
CREATE TABLE "provider_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"primary_specialty" text,
	"brief_overview" text,
	"preferred" boolean DEFAULT false NOT NULL,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_acting_assistant_id_users_id_fk" FOREIGN KEY ("acting_assistant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_addresses" ADD CONSTRAINT "clinic_addresses_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_consents" ADD CONSTRAINT "clinic_consents_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_memberships" ADD CONSTRAINT "clinic_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_memberships" ADD CONSTRAINT "clinic_memberships_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_rpm_partner_id_partners_id_fk" FOREIGN KEY ("rpm_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_associated_partner_id_partners_id_fk" FOREIGN KEY ("associated_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_clinic_members" ADD CONSTRAINT "parent_clinic_members_parent_clinic_id_parent_clinics_id_fk" FOREIGN KEY ("parent_clinic_id") REFERENCES "public"."parent_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_clinic_members" ADD CONSTRAINT "parent_clinic_members_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passcodes" ADD CONSTRAINT "passcodes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_keys" ADD CONSTRAINT "reset_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_assistant_id_users_id_fk" FOREIGN KEY ("acting_assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_providers" ADD CONSTRAINT "assistant_providers_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_providers" ADD CONSTRAINT "assistant_providers_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_family_owner_id_users_id_fk" FOREIGN KEY ("family_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "clinic_addresses_clinic_idx" ON "clinic_addresses" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "clinic_memberships_clinic_idx" ON "clinic_memberships" USING btree ("clinic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_custom_url_key" ON "clinics" USING btree ("custom_url");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_key_key" ON "partners" USING btree ("key");--> statement-breakpoint
CREATE INDEX "reset_keys_user_idx" ON "reset_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "assistant_providers_provider_idx" ON "assistant_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "patient_profiles_family_owner_idx" ON "patient_profiles" USING btree ("family_owner_id");