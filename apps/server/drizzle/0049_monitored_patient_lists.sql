-- Hand-written (issue 23, G4): an appointment's answer says whether its patient is under remote
-- monitoring at its clinic (`patient.isActiveRPM`), so a list page cached by an instance (0029's
-- `encounter_lists` channel) goes stale when an enrolment starts, ends or changes state. Any page
-- of any of the patient's appointments may show it, like a party's name, so the payload is '*',
-- and only when the patient has an appointment at all. A reading moving `last_reading_at` is not
-- a change of state and notifies nothing.
CREATE FUNCTION "encounter_lists_notify_enrolment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM "encounters" WHERE "patient_id" = OLD."patient_id"))
    OR (TG_OP <> 'DELETE' AND EXISTS (SELECT 1 FROM "encounters" WHERE "patient_id" = NEW."patient_id")) THEN
    PERFORM pg_notify('encounter_lists', '*');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rpm_enrolments_lists" AFTER INSERT OR DELETE ON "rpm_enrolments"
  FOR EACH ROW EXECUTE FUNCTION "encounter_lists_notify_enrolment"();--> statement-breakpoint
CREATE TRIGGER "rpm_enrolments_lists_update" AFTER UPDATE OF "state", "clinic_id", "patient_id" ON "rpm_enrolments"
  FOR EACH ROW WHEN (
    OLD."state" IS DISTINCT FROM NEW."state"
    OR OLD."clinic_id" IS DISTINCT FROM NEW."clinic_id"
    OR OLD."patient_id" IS DISTINCT FROM NEW."patient_id"
  ) EXECUTE FUNCTION "encounter_lists_notify_enrolment"();
