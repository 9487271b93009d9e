-- Hand-written (issue 7): each instance caches dashboard counters (C93–C95) per user. Every change
-- that can alter them announces, on channel `encounter_counters`, whom it concerns: `u<id>` for a
-- user whose counters read the appointment (its provider, its patient and the patient's family
-- owner, who sees family members' appointments), `c<id>` for its clinic (clinic admins count all
-- of it). The counters read no other party (lead provider, owner): their changes are not announced.
CREATE FUNCTION "encounter_counters_notify_parties"(encounter "encounters") RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  family_owner integer;
BEGIN
  PERFORM pg_notify('encounter_counters', 'u' || encounter."provider_id");
  PERFORM pg_notify('encounter_counters', 'u' || encounter."patient_id");
  PERFORM pg_notify('encounter_counters', 'c' || encounter."clinic_id");
  SELECT "family_owner_id" INTO family_owner FROM "patient_profiles"
    WHERE "user_id" = encounter."patient_id";
  IF family_owner IS NOT NULL THEN
    PERFORM pg_notify('encounter_counters', 'u' || family_owner);
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "encounter_counters_notify_encounter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "encounter_counters_notify_parties"(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "encounter_counters_notify_parties"(NEW); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A user's memberships (the clinics of their scope) and a patient's family owner (whose lists
-- hold the family's appointments).
CREATE FUNCTION "encounter_counters_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'patient_profiles' THEN
    IF TG_OP <> 'INSERT' AND OLD."family_owner_id" IS NOT NULL THEN
      PERFORM pg_notify('encounter_counters', 'u' || OLD."family_owner_id");
    END IF;
    IF TG_OP <> 'DELETE' AND NEW."family_owner_id" IS NOT NULL THEN
      PERFORM pg_notify('encounter_counters', 'u' || NEW."family_owner_id");
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('encounter_counters', 'u' || OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('encounter_counters', 'u' || NEW."user_id"); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An appointment counts by its status, times and type, and for whom by its parties and clinic.
CREATE TRIGGER "encounters_counters_insert" AFTER INSERT ON "encounters"
  FOR EACH ROW EXECUTE FUNCTION "encounter_counters_notify_encounter"();--> statement-breakpoint
CREATE TRIGGER "encounters_counters_delete" AFTER DELETE ON "encounters"
  FOR EACH ROW EXECUTE FUNCTION "encounter_counters_notify_encounter"();--> statement-breakpoint
CREATE TRIGGER "encounters_counters_update"
  AFTER UPDATE OF "status", "start_time", "end_time", "type", "provider_id", "patient_id", "clinic_id"
  ON "encounters"
  FOR EACH ROW WHEN (
    OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."start_time" IS DISTINCT FROM NEW."start_time"
    OR OLD."end_time" IS DISTINCT FROM NEW."end_time"
    OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."provider_id" IS DISTINCT FROM NEW."provider_id"
    OR OLD."patient_id" IS DISTINCT FROM NEW."patient_id"
    OR OLD."clinic_id" IS DISTINCT FROM NEW."clinic_id"
  ) EXECUTE FUNCTION "encounter_counters_notify_encounter"();--> statement-breakpoint
CREATE TRIGGER "clinic_memberships_counters" AFTER INSERT OR UPDATE OR DELETE ON "clinic_memberships"
  FOR EACH ROW EXECUTE FUNCTION "encounter_counters_notify_user"();--> statement-breakpoint
CREATE TRIGGER "patient_profiles_counters"
  AFTER INSERT OR UPDATE OF "family_owner_id" OR DELETE ON "patient_profiles"
  FOR EACH ROW EXECUTE FUNCTION "encounter_counters_notify_user"();
