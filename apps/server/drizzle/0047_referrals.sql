-- Hand-written (issue 22): the provider network's connections, referrals with their files, and
-- the read access an accepted referral grants. A referral completes when its receiving provider
-- has seen the patient: the trigger at the end does it whoever finishes the encounter.
CREATE TABLE "provider_relationships" (
	"provider_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"connected_provider_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_relationships_pkey" PRIMARY KEY("provider_id","connected_provider_id"),
	CONSTRAINT "provider_relationships_self_check" CHECK ("provider_id" <> "connected_provider_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"sender_id" integer NOT NULL REFERENCES "users"("id"),
	"receiver_id" integer NOT NULL REFERENCES "users"("id"),
	"patient_id" integer NOT NULL REFERENCES "users"("id"),
	"state" text DEFAULT 'requested' NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "referrals_state_check" CHECK ("state" in ('requested','accepted','declined','completed','withdrawn')),
	CONSTRAINT "referrals_note_check" CHECK (char_length("note") <= 1000),
	CONSTRAINT "referrals_self_check" CHECK ("sender_id" <> "receiver_id")
);
--> statement-breakpoint
CREATE INDEX "referrals_receiver_idx" ON "referrals" USING btree ("receiver_id","created_at");
--> statement-breakpoint
CREATE INDEX "referrals_sender_idx" ON "referrals" USING btree ("sender_id","created_at");
--> statement-breakpoint
CREATE INDEX "referrals_patient_idx" ON "referrals" USING btree ("patient_id","created_at");
--> statement-breakpoint
CREATE TABLE "referral_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referral_id" integer NOT NULL REFERENCES "referrals"("id") ON DELETE cascade,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_attachments_storage_key_key" ON "referral_attachments" USING btree ("storage_key");
--> statement-breakpoint
CREATE INDEX "referral_attachments_referral_idx" ON "referral_attachments" USING btree ("referral_id");
--> statement-breakpoint
CREATE TABLE "referral_grants" (
	"referral_id" integer PRIMARY KEY NOT NULL REFERENCES "referrals"("id") ON DELETE cascade,
	"provider_id" integer NOT NULL REFERENCES "users"("id"),
	"patient_id" integer NOT NULL REFERENCES "users"("id"),
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id"),
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer REFERENCES "users"("id")
);
--> statement-breakpoint
CREATE INDEX "referral_grants_holder_idx" ON "referral_grants" USING btree ("provider_id","patient_id");
--> statement-breakpoint
CREATE INDEX "referral_grants_patient_idx" ON "referral_grants" USING btree ("patient_id");
--> statement-breakpoint
CREATE FUNCTION "referrals_complete_on_visit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	seen_at timestamptz := coalesce(NEW.room_end_time, NEW.status_changed_at, now());
BEGIN
	WITH done AS (
		UPDATE "referrals" r SET "state" = 'completed', "completed_at" = seen_at
		WHERE r."state" = 'accepted' AND r."receiver_id" = NEW.provider_id
			AND r."patient_id" = NEW.patient_id AND r."answered_at" <= NEW.start_time
		RETURNING r."id"
	)
	UPDATE "referral_grants" g SET "expires_at" = seen_at + interval '30 days'
	FROM done WHERE g."referral_id" = done."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "referrals_complete_on_visit" AFTER UPDATE OF "status" ON "encounters"
FOR EACH ROW WHEN (NEW.status = 'FINISHED' AND OLD.status IS DISTINCT FROM 'FINISHED')
EXECUTE FUNCTION "referrals_complete_on_visit"();
