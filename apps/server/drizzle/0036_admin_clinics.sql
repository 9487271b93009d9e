-- Issue 20 point 1: the clinic entity's lists (spec 3 §3: addresses, consent slots, experience boxes)
-- and parent accounts. A custom URL is unique whatever its case: the old plain index let "Riverside"
-- and "riverside" both exist, yet both would claim the same login path.
CREATE TABLE "clinic_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"position" integer NOT NULL,
	"first_street_line" text NOT NULL,
	"second_street_line" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"address_type" text NOT NULL,
	"postal_code" text NOT NULL,
	"address_active" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
CREATE TABLE "clinic_consents" (
	"clinic_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_id" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "clinic_consents_clinic_id_slot_pk" PRIMARY KEY("clinic_id","slot"),
	CONSTRAINT "clinic_consents_slot_check" CHECK ("clinic_consents"."slot" between 1 and 3)
);--> statement-breakpoint
CREATE TABLE "clinic_experience_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_experience_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "parent_clinics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parent_clinics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"activated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_clinics_description_check" CHECK (char_length("parent_clinics"."description") <= 1000)
);--> statement-breakpoint
CREATE TABLE "parent_clinic_members" (
	"parent_clinic_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	CONSTRAINT "parent_clinic_members_parent_clinic_id_clinic_id_pk" PRIMARY KEY("parent_clinic_id","clinic_id")
);--> statement-breakpoint
ALTER TABLE "clinic_addresses" ADD CONSTRAINT "clinic_addresses_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_consents" ADD CONSTRAINT "clinic_consents_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_experience_boxes" ADD CONSTRAINT "clinic_experience_boxes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_clinic_members" ADD CONSTRAINT "parent_clinic_members_parent_clinic_id_parent_clinics_id_fk" FOREIGN KEY ("parent_clinic_id") REFERENCES "public"."parent_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_clinic_members" ADD CONSTRAINT "parent_clinic_members_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_addresses_clinic_idx" ON "clinic_addresses" USING btree ("clinic_id","position");--> statement-breakpoint
CREATE INDEX "clinic_experience_boxes_clinic_idx" ON "clinic_experience_boxes" USING btree ("clinic_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_clinic_members_clinic_key" ON "parent_clinic_members" USING btree ("clinic_id");--> statement-breakpoint
DROP INDEX "clinics_custom_url_key";--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_custom_url_key" ON "clinics" USING btree (lower("custom_url"));--> statement-breakpoint
CREATE INDEX "clinics_name_idx" ON "clinics" USING btree (lower("name"));--> statement-breakpoint
-- A production installation has no demo seed: the named remote-monitoring partners (spec 3 §3) come
-- with the schema. Thorough needs an organization id; Promedix needs one and an associated partner,
-- Premedex, which is not offered on its own (B41-B46).
INSERT INTO "partners" ("key", "company_name", "partner_type", "needs_external_id", "needs_associated_partner", "selectable") VALUES
	('remotecare', 'Remote Care Partners', 'RPM', false, false, true),
	('premedex', 'Premedex', 'RPM', false, false, false),
	('strados', 'Strados', 'RPM', false, false, true),
	('promedix', 'Promedix', 'RPM', true, true, true),
	('thorough', 'Thorough', 'RPM', true, false, true),
	('morley', 'Morley', 'RPM', false, false, true)
ON CONFLICT ("key") DO NOTHING;
