-- Hand-written (issue 20 point 10): the installation's legal documents, their versions and who
-- accepted which. A version is a draft until published; a published version never changes
-- (append-only, enforced below). The shipped templates are version 1 of each, marked `shipped`:
-- the sign-in checkbox (A3) stands for them, so nobody is asked to accept a template; every
-- version the super admin publishes is asked of each user it applies to at their next sign-in.
CREATE TABLE "legal_documents" (
  "kind" text PRIMARY KEY,
  "title" text NOT NULL,
  -- Who must accept it: everyone, or patients only (the telehealth consent).
  "audience" text NOT NULL,
  CONSTRAINT "legal_documents_kind_check" CHECK ("kind" IN ('terms', 'privacy', 'telehealth-consent')),
  CONSTRAINT "legal_documents_audience_check" CHECK ("audience" IN ('everyone', 'patients'))
);--> statement-breakpoint
CREATE TABLE "legal_document_versions" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "kind" text NOT NULL REFERENCES "legal_documents"("kind"),
  "version" integer NOT NULL,
  "markdown" text NOT NULL,
  "saved_at" timestamp with time zone DEFAULT now() NOT NULL,
  "saved_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "published_at" timestamp with time zone,
  "published_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "shipped" boolean DEFAULT false NOT NULL,
  CONSTRAINT "legal_document_versions_kind_version" UNIQUE ("kind", "version"),
  CONSTRAINT "legal_document_versions_version_check" CHECK ("version" > 0)
);--> statement-breakpoint
-- One draft per document at a time.
CREATE UNIQUE INDEX "legal_document_versions_one_draft" ON "legal_document_versions" ("kind")
  WHERE "published_at" IS NULL;--> statement-breakpoint
CREATE TABLE "legal_acceptances" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "version_id" integer NOT NULL REFERENCES "legal_document_versions"("id"),
  "accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ip" text,
  "user_agent" text,
  PRIMARY KEY ("user_id", "version_id")
);--> statement-breakpoint
CREATE INDEX "legal_acceptances_version_idx" ON "legal_acceptances" ("version_id");--> statement-breakpoint
-- A published version is the text users accepted: it is never edited nor removed. (Publishing
-- itself, a draft's one change of published_at, is the last update a row takes.)
CREATE FUNCTION "legal_versions_published_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."published_at" IS NOT NULL THEN
    RAISE EXCEPTION 'a published legal document version is immutable' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "legal_versions_immutable" BEFORE UPDATE OR DELETE ON "legal_document_versions"
  FOR EACH ROW EXECUTE FUNCTION "legal_versions_published_immutable"();--> statement-breakpoint
-- Whether the user has a current (newest published, not shipped) version to accept that applies
-- to their role.
CREATE FUNCTION "legal_documents_pending_for"(p_user integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1
    FROM "legal_documents" d
    JOIN "users" u ON u."id" = p_user
    JOIN LATERAL (
      SELECT v."id", v."shipped" FROM "legal_document_versions" v
      WHERE v."kind" = d."kind" AND v."published_at" IS NOT NULL
      ORDER BY v."version" DESC LIMIT 1
    ) cur ON true
    WHERE (d."audience" = 'everyone' OR u."role" = 'ROLE_PATIENT')
      AND NOT cur."shipped"
      AND NOT EXISTS (
        SELECT 1 FROM "legal_acceptances" a WHERE a."user_id" = p_user AND a."version_id" = cur."id"
      )
  )
$$;--> statement-breakpoint
-- Every way a session is born (password, passcode, single sign-on, sign-up) is covered here: a
-- session of a user with documents to accept starts gated. An assistant's acting session is not:
-- the assistant met the gate in their own session.
ALTER TABLE "sessions" ADD COLUMN "legal_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "sessions_set_legal_pending"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."legal_pending" := NEW."acting_assistant_id" IS NULL
    AND "legal_documents_pending_for"(NEW."user_id");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_legal_pending" BEFORE INSERT ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "sessions_set_legal_pending"();--> statement-breakpoint
INSERT INTO "legal_documents" ("kind", "title", "audience") VALUES
  ('terms', 'Terms Of Use', 'everyone'),
  ('privacy', 'Notice of Privacy', 'everyone'),
  ('telehealth-consent', 'Consent For Telehealth', 'patients');--> statement-breakpoint
INSERT INTO "legal_document_versions" ("kind", "version", "markdown", "published_at", "shipped") VALUES
  ('terms', 1, $md$# Terms of Use

_Template: your clinic replaces this text with its own terms before going live._

## Who we are

This service is provided by **[Clinic name]**, [address], reachable at [phone] and [e-mail].

## Using the service

- You must give true and complete information about yourself.
- Keep your password to yourself; you are responsible for what is done with your account.
- Do not use the service for emergencies. In an emergency call your local emergency number.

## Appointments and visits

Video visits take place with licensed providers of the clinic. A provider may decide that a visit
in person is needed instead.

## Changes

We may update these terms. We will tell you about important changes before they take effect.

## Contact

Questions about these terms: [e-mail].
$md$, now(), true),
  ('privacy', 1, $md$# Notice of Privacy Practices

_Template: your clinic replaces this text with its own notice before going live._

## What this notice covers

It describes how **[Clinic name]** may use and share your health information, and how you can get
access to it.

## How we use your information

- **Treatment**: to provide and coordinate your care.
- **Payment**: to bill and be paid for the care you receive.
- **Operations**: to run the clinic and improve the quality of care.

We do not sell your health information.

## Your rights

- See and get a copy of your health record.
- Ask us to correct information you believe is wrong.
- Ask for a list of those with whom we shared your information.
- Ask us to limit what we share, or to contact you in a particular way.

## Questions and complaints

Contact our privacy officer at [e-mail] or [phone]. You will not be penalized for filing a
complaint.

_Effective date: [date]_
$md$, now(), true),
  ('telehealth-consent', 1, $md$# Consent for Telehealth

_Template: your clinic replaces this text with its own consent form before going live._

## What telehealth is

Telehealth is care given at a distance, by video, phone or secure messages, instead of in person.

## Benefits and limits

- You can see a provider without travelling.
- A provider cannot examine you physically; the visit may end with advice to come in person.
- Technical problems can interrupt a visit. If that happens, the clinic will contact you.

## Your rights

- You may refuse or stop telehealth at any time and ask for an in-person visit instead.
- The privacy of your health information is protected as described in our Notice of Privacy
  Practices.

## Emergencies

Telehealth is not for emergencies. Call your local emergency number.

## Your consent

By checking the box at sign-in you confirm that you have read this text and agree to receive care
by telehealth from **[Clinic name]**.
$md$, now(), true);
