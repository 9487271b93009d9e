-- Partly hand-written (issue 10): patient_roster carries what a roster row shows (names as typed,
-- photo, gender, date of birth, family head) and its indexes carry them too, so a search or a page
-- is read from one index range with no look-up in users and patient_profiles per row. The triggers
-- of 0022 and the new ones below keep the copy in step in the same transaction as the change,
-- whoever writes it. Carry this file over as it is when migrations are regenerated.
DROP INDEX "patient_roster_first_key_idx";--> statement-breakpoint
DROP INDEX "patient_roster_last_key_idx";--> statement-breakpoint
DROP INDEX "patient_roster_email_idx";--> statement-breakpoint
DROP INDEX "patient_roster_order_idx";--> statement-breakpoint
ALTER TABLE "patient_roster" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_roster" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_roster" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "patient_roster" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "patient_roster" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "patient_roster" ADD COLUMN "family_owner_id" integer;--> statement-breakpoint
-- The installation's existing rows, before the indexes are built over them.
UPDATE "patient_roster" r
  SET "first_name" = u."first_name", "last_name" = u."last_name", "image_path" = u."image_path",
      "gender" = p."gender", "date_of_birth" = p."date_of_birth", "family_owner_id" = p."family_owner_id"
  FROM "users" u LEFT JOIN "patient_profiles" p ON p."user_id" = u."id"
  WHERE u."id" = r."user_id";--> statement-breakpoint
ALTER TABLE "patient_roster" ALTER COLUMN "first_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patient_roster" ALTER COLUMN "last_name" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "patient_roster_first_key_idx" ON "patient_roster" USING btree ("clinic_id","first_key" text_pattern_ops,"last_key","user_id","email","first_name","last_name","image_path","gender","date_of_birth","family_owner_id");--> statement-breakpoint
CREATE INDEX "patient_roster_last_key_idx" ON "patient_roster" USING btree ("clinic_id","last_key" text_pattern_ops,"first_key","user_id","email","first_name","last_name","image_path","gender","date_of_birth","family_owner_id");--> statement-breakpoint
CREATE INDEX "patient_roster_email_idx" ON "patient_roster" USING btree ("clinic_id","email" text_pattern_ops,"last_key","first_key","user_id","first_name","last_name","image_path","gender","date_of_birth","family_owner_id");--> statement-breakpoint
CREATE INDEX "patient_roster_order_idx" ON "patient_roster" USING btree ("clinic_id","last_key","first_key","user_id","email","first_name","last_name","image_path","gender","date_of_birth","family_owner_id");--> statement-breakpoint
-- A new membership's row copies the user and the profile as they are now. Otherwise as in 0022.
CREATE OR REPLACE FUNCTION "patient_roster_memberships_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM "patient_roster" r
      USING "old_memberships" o
      WHERE o."role" = 'ROLE_PATIENT' AND r."clinic_id" = o."clinic_id" AND r."user_id" = o."user_id";
    UPDATE "clinic_patient_counts" c SET "patients" = c."patients" - gone."patients"
      FROM (SELECT "clinic_id", count(*)::int AS "patients" FROM "old_memberships"
            WHERE "role" = 'ROLE_PATIENT' GROUP BY "clinic_id") gone
      WHERE c."clinic_id" = gone."clinic_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "patient_roster" ("clinic_id", "user_id", "first_key", "last_key", "email",
        "first_name", "last_name", "image_path", "gender", "date_of_birth", "family_owner_id")
      SELECT n."clinic_id", n."user_id", lower(u."first_name"), lower(u."last_name"), u."email",
        u."first_name", u."last_name", u."image_path", p."gender", p."date_of_birth", p."family_owner_id"
      FROM "new_memberships" n JOIN "users" u ON u."id" = n."user_id"
        LEFT JOIN "patient_profiles" p ON p."user_id" = n."user_id"
      WHERE n."role" = 'ROLE_PATIENT'
      ON CONFLICT DO NOTHING;
    -- In clinic order, so two transactions adding patients to the same clinics queue on the counts
    -- instead of deadlocking.
    INSERT INTO "clinic_patient_counts" ("clinic_id", "patients")
      SELECT "clinic_id", count(*)::int FROM "new_memberships"
      WHERE "role" = 'ROLE_PATIENT' GROUP BY "clinic_id" ORDER BY "clinic_id"
      ON CONFLICT ("clinic_id") DO UPDATE
        SET "patients" = "clinic_patient_counts"."patients" + excluded."patients";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A renamed patient, a changed e-mail or a new photo shows at once. Row-level with a column list and
-- a WHEN, so the frequent other updates of users (last login) cost nothing here.
CREATE OR REPLACE FUNCTION "patient_roster_user_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "patient_roster"
    SET "first_key" = lower(NEW."first_name"), "last_key" = lower(NEW."last_name"), "email" = NEW."email",
        "first_name" = NEW."first_name", "last_name" = NEW."last_name", "image_path" = NEW."image_path"
    WHERE "user_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "patient_roster_user_renamed" ON "users";--> statement-breakpoint
CREATE TRIGGER "patient_roster_user_renamed" AFTER UPDATE OF "first_name", "last_name", "email", "image_path" ON "users"
  FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name"
        OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
        OR OLD."email" IS DISTINCT FROM NEW."email"
        OR OLD."image_path" IS DISTINCT FROM NEW."image_path")
  EXECUTE FUNCTION "patient_roster_user_renamed"();--> statement-breakpoint
-- A profile written after the membership (sign-up, invitations, the CSV invite) fills the copy: one
-- set-based statement per insert statement, so a 300-row invite is one update.
CREATE FUNCTION "patient_roster_profiles_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "patient_roster" r
    SET "gender" = n."gender", "date_of_birth" = n."date_of_birth", "family_owner_id" = n."family_owner_id"
    FROM "new_profiles" n
    WHERE r."user_id" = n."user_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "patient_roster_profiles_added" AFTER INSERT ON "patient_profiles"
  REFERENCING NEW TABLE AS "new_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_roster_profiles_added"();--> statement-breakpoint
-- A profile edited or removed: row-level with a column list and a WHEN (transition tables take no
-- column list), so the frequent edits of other profile fields cost nothing here.
CREATE FUNCTION "patient_roster_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "patient_roster" SET "gender" = NULL, "date_of_birth" = NULL, "family_owner_id" = NULL
      WHERE "user_id" = OLD."user_id";
  ELSE
    UPDATE "patient_roster"
      SET "gender" = NEW."gender", "date_of_birth" = NEW."date_of_birth", "family_owner_id" = NEW."family_owner_id"
      WHERE "user_id" = NEW."user_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "patient_roster_profile_changed" AFTER UPDATE OF "gender", "date_of_birth", "family_owner_id" ON "patient_profiles"
  FOR EACH ROW
  WHEN (OLD."gender" IS DISTINCT FROM NEW."gender"
        OR OLD."date_of_birth" IS DISTINCT FROM NEW."date_of_birth"
        OR OLD."family_owner_id" IS DISTINCT FROM NEW."family_owner_id")
  EXECUTE FUNCTION "patient_roster_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "patient_roster_profile_removed" AFTER DELETE ON "patient_profiles"
  FOR EACH ROW EXECUTE FUNCTION "patient_roster_profile_changed"();
