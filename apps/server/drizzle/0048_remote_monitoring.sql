-- Hand-written (issue 23): remote patient monitoring. Partners push readings to the ingest
-- endpoint signed with a per-partner secret; readings, per-clinic thresholds with per-patient
-- overrides, the alerts they raise, and each patient's sign-up (enrolment) at a partner.
-- G3's partners exist on every installation (spec 3 §3), not only in the demo.
INSERT INTO "partners" ("key", "company_name", "partner_type", "needs_external_id", "needs_associated_partner", "selectable")
VALUES
  ('remotecare', 'Remote Care Partners', 'RPM', false, false, true),
  ('premedex', 'Premedex', 'RPM', false, false, false),
  ('strados', 'Strados', 'RPM', false, false, true),
  ('promedix', 'Promedix', 'RPM', true, true, true),
  ('thorough', 'Thorough', 'RPM', true, false, true),
  ('morley', 'Morley', 'RPM', false, false, true)
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- The partner's ingest secret, sealed (AES-256-GCM under a key derived from HMAC_SECRET, like
-- the SSO client secrets): a copy of the database alone cannot sign a delivery.
CREATE TABLE "rpm_partner_credentials" (
  "partner_id" integer PRIMARY KEY REFERENCES "partners"("id") ON DELETE CASCADE,
  "secret_sealed" text NOT NULL,
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL,
  "issued_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
-- A patient's sign-up at a partner (G22-G31): SENT until the partner's first reading for the
-- patient makes it ACTIVE. One per partner and patient; the clinic is the one that asked.
CREATE TABLE "rpm_enrolments" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "partner_id" integer NOT NULL REFERENCES "partners"("id"),
  "patient_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "clinic_id" integer NOT NULL REFERENCES "clinics"("id") ON DELETE CASCADE,
  "state" text NOT NULL,
  "external_id" text,
  "devices" text[] NOT NULL,
  "form" jsonb NOT NULL,
  "requested_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  "activated_at" timestamp with time zone,
  "last_reading_at" timestamp with time zone,
  CONSTRAINT "rpm_enrolments_partner_patient" UNIQUE ("partner_id", "patient_id"),
  CONSTRAINT "rpm_enrolments_state_check" CHECK ("state" IN ('SENT', 'ACTIVE'))
);--> statement-breakpoint
CREATE INDEX "rpm_enrolments_patient_idx" ON "rpm_enrolments" ("patient_id");--> statement-breakpoint
CREATE INDEX "rpm_enrolments_clinic_idx" ON "rpm_enrolments" ("clinic_id");--> statement-breakpoint
-- One reading as delivered: its values in stored units, the delivery kept raw.
CREATE TABLE "rpm_readings" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "partner_id" integer NOT NULL REFERENCES "partners"("id"),
  "external_id" text NOT NULL,
  "patient_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "measured_at" timestamp with time zone NOT NULL,
  "measures" jsonb NOT NULL,
  "unit" text NOT NULL,
  "sepsis" boolean DEFAULT false NOT NULL,
  "detail" jsonb,
  "raw" jsonb NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- Idempotency: a partner's reading id is stored once.
  CONSTRAINT "rpm_readings_partner_external" UNIQUE ("partner_id", "external_id")
);--> statement-breakpoint
-- A patient's readings of a partner in a range, newest first (G6).
CREATE INDEX "rpm_readings_patient_idx" ON "rpm_readings" ("patient_id", "partner_id", "measured_at");--> statement-breakpoint
-- Clinic defaults (patient_id null) and per-patient overrides, per measure; the 'any' row holds
-- the no-data hours.
CREATE TABLE "rpm_thresholds" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "clinic_id" integer NOT NULL REFERENCES "clinics"("id") ON DELETE CASCADE,
  "patient_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "measure" text NOT NULL,
  "low" double precision,
  "high" double precision,
  "sustain_minutes" integer DEFAULT 0 NOT NULL,
  "hysteresis" double precision DEFAULT 0 NOT NULL,
  "no_data_hours" integer,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "rpm_thresholds_clinic_measure" ON "rpm_thresholds" ("clinic_id", "measure")
  WHERE "patient_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rpm_thresholds_patient_measure" ON "rpm_thresholds" ("clinic_id", "patient_id", "measure")
  WHERE "patient_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "rpm_alerts" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "clinic_id" integer NOT NULL REFERENCES "clinics"("id") ON DELETE CASCADE,
  "patient_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "partner_id" integer NOT NULL REFERENCES "partners"("id"),
  "measure" text NOT NULL,
  "rule" text NOT NULL,
  "value" double precision,
  "limit_value" double precision,
  "reading_id" bigint REFERENCES "rpm_readings"("id") ON DELETE SET NULL,
  "opened_at" timestamp with time zone NOT NULL,
  "cleared_at" timestamp with time zone,
  "acknowledged_at" timestamp with time zone,
  "acknowledged_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  CONSTRAINT "rpm_alerts_rule_check" CHECK ("rule" IN ('HIGH', 'LOW', 'NO_DATA'))
);--> statement-breakpoint
-- At most one open alert per patient, clinic and measure (a measure is never high and low at once).
CREATE UNIQUE INDEX "rpm_alerts_one_open" ON "rpm_alerts" ("clinic_id", "patient_id", "measure")
  WHERE "cleared_at" IS NULL;--> statement-breakpoint
CREATE INDEX "rpm_alerts_patient_idx" ON "rpm_alerts" ("patient_id", "opened_at");
