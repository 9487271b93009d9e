-- Hand-written (issue 10): keeps patient_roster and clinic_patient_counts in step with
-- clinic_memberships and users in the same transaction as the change, whoever writes it (the
-- server, the seed, the CLI or plain SQL). Carry this file over as it is when migrations are
-- regenerated.
--
-- Memberships use statement-level triggers with transition tables, so a 300-row invite or a
-- 200,000-row import runs two set-based statements, not one per row.
CREATE FUNCTION "patient_roster_memberships_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO "patient_roster" ("clinic_id", "user_id", "first_key", "last_key", "email")
      SELECT n."clinic_id", n."user_id", lower(u."first_name"), lower(u."last_name"), u."email"
      FROM "new_memberships" n JOIN "users" u ON u."id" = n."user_id"
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
CREATE TRIGGER "patient_roster_memberships_inserted" AFTER INSERT ON "clinic_memberships"
  REFERENCING NEW TABLE AS "new_memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_roster_memberships_changed"();--> statement-breakpoint
CREATE TRIGGER "patient_roster_memberships_updated" AFTER UPDATE ON "clinic_memberships"
  REFERENCING OLD TABLE AS "old_memberships" NEW TABLE AS "new_memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_roster_memberships_changed"();--> statement-breakpoint
CREATE TRIGGER "patient_roster_memberships_deleted" AFTER DELETE ON "clinic_memberships"
  REFERENCING OLD TABLE AS "old_memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_roster_memberships_changed"();--> statement-breakpoint
-- A renamed patient or a changed e-mail is searched and ordered by the new value at once. Row-level
-- with a column list and a WHEN, so the frequent other updates of users (last login, photo) cost
-- nothing here.
CREATE FUNCTION "patient_roster_user_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "patient_roster"
    SET "first_key" = lower(NEW."first_name"), "last_key" = lower(NEW."last_name"), "email" = NEW."email"
    WHERE "user_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "patient_roster_user_renamed" AFTER UPDATE OF "first_name", "last_name", "email" ON "users"
  FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name"
        OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
        OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "patient_roster_user_renamed"();--> statement-breakpoint
-- The installation's existing patients.
INSERT INTO "patient_roster" ("clinic_id", "user_id", "first_key", "last_key", "email")
  SELECT m."clinic_id", m."user_id", lower(u."first_name"), lower(u."last_name"), u."email"
  FROM "clinic_memberships" m JOIN "users" u ON u."id" = m."user_id"
  WHERE m."role" = 'ROLE_PATIENT';--> statement-breakpoint
INSERT INTO "clinic_patient_counts" ("clinic_id", "patients")
  SELECT "clinic_id", count(*)::int FROM "clinic_memberships"
  WHERE "role" = 'ROLE_PATIENT' GROUP BY "clinic_id";
