-- Hand-written (issue 7): each instance caches appointment list pages (C86, C87, C110) besides the
-- dashboard counters (C93–C95). A page shows every column the counters count by and more, for the
-- same people, so one channel, `encounter_lists`, replaces 0026's `encounter_counters` and serves
-- both caches (one set of triggers, one listening connection per instance). Payloads: `u<id>` for
-- a user whose lists read the appointment (its provider, its patient and the patient's family
-- owner, who sees family members' appointments), `c<id>` for its clinic (clinic admins list all of
-- it), and '*' for a change of what any page may show of a party: names, e-mails, the provider's
-- specialty, a video type's name (rare edits; who shows them is not cheap to find).
DROP TRIGGER "encounters_counters_insert" ON "encounters";--> statement-breakpoint
DROP TRIGGER "encounters_counters_delete" ON "encounters";--> statement-breakpoint
DROP TRIGGER "encounters_counters_update" ON "encounters";--> statement-breakpoint
DROP TRIGGER "clinic_memberships_counters" ON "clinic_memberships";--> statement-breakpoint
DROP TRIGGER "patient_profiles_counters" ON "patient_profiles";--> statement-breakpoint
DROP FUNCTION "encounter_counters_notify_encounter"();--> statement-breakpoint
DROP FUNCTION "encounter_counters_notify_parties"("encounters");--> statement-breakpoint
DROP FUNCTION "encounter_counters_notify_user"();--> statement-breakpoint
CREATE FUNCTION "encounter_lists_notify_parties"(encounter "encounters") RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  family_owner integer;
BEGIN
  PERFORM pg_notify('encounter_lists', 'u' || encounter."provider_id");
  PERFORM pg_notify('encounter_lists', 'u' || encounter."patient_id");
  PERFORM pg_notify('encounter_lists', 'c' || encounter."clinic_id");
  SELECT "family_owner_id" INTO family_owner FROM "patient_profiles"
    WHERE "user_id" = encounter."patient_id";
  IF family_owner IS NOT NULL THEN
    PERFORM pg_notify('encounter_lists', 'u' || family_owner);
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "encounter_lists_notify_encounter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "encounter_lists_notify_parties"(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "encounter_lists_notify_parties"(NEW); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A user's memberships (the clinics of their scope) and a patient's family owner (whose lists
-- hold the family's appointments).
CREATE FUNCTION "encounter_lists_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'patient_profiles' THEN
    IF TG_OP <> 'INSERT' AND OLD."family_owner_id" IS NOT NULL THEN
      PERFORM pg_notify('encounter_lists', 'u' || OLD."family_owner_id");
    END IF;
    IF TG_OP <> 'DELETE' AND NEW."family_owner_id" IS NOT NULL THEN
      PERFORM pg_notify('encounter_lists', 'u' || NEW."family_owner_id");
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('encounter_lists', 'u' || OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('encounter_lists', 'u' || NEW."user_id"); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A party's names, e-mail or specialty: every page may show them, but only if they are a party to
-- some appointment (two index probes), which most edits (new patients, admins) are not.
CREATE FUNCTION "encounter_lists_notify_party"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  party integer;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    party := NEW."id";
  ELSIF TG_OP = 'DELETE' THEN
    party := OLD."user_id";
  ELSE
    party := NEW."user_id";
  END IF;
  IF EXISTS (SELECT 1 FROM "encounters" WHERE "provider_id" = party)
    OR EXISTS (SELECT 1 FROM "encounters" WHERE "patient_id" = party) THEN
    PERFORM pg_notify('encounter_lists', '*');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "encounter_lists_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('encounter_lists', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "encounters_lists_insert" AFTER INSERT ON "encounters"
  FOR EACH ROW EXECUTE FUNCTION "encounter_lists_notify_encounter"();--> statement-breakpoint
CREATE TRIGGER "encounters_lists_delete" AFTER DELETE ON "encounters"
  FOR EACH ROW EXECUTE FUNCTION "encounter_lists_notify_encounter"();--> statement-breakpoint
-- Every column a page shows, filters, sorts or searches by (encounter-answer-row.ts, and the
-- parties, whose rows it joins); the others (updated_at, status_changed_at, created_by…) and a
-- no-op update do not notify.
CREATE TRIGGER "encounters_lists_update" AFTER UPDATE ON "encounters"
  FOR EACH ROW WHEN (
    OLD."clinic_id" IS DISTINCT FROM NEW."clinic_id"
    OR OLD."provider_id" IS DISTINCT FROM NEW."provider_id"
    OR OLD."patient_id" IS DISTINCT FROM NEW."patient_id"
    OR OLD."lead_provider_id" IS DISTINCT FROM NEW."lead_provider_id"
    OR OLD."owner_id" IS DISTINCT FROM NEW."owner_id"
    OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."start_time" IS DISTINCT FROM NEW."start_time"
    OR OLD."end_time" IS DISTINCT FROM NEW."end_time"
    OR OLD."duration_minutes" IS DISTINCT FROM NEW."duration_minutes"
    OR OLD."video_type_id" IS DISTINCT FROM NEW."video_type_id"
    OR OLD."payment_type" IS DISTINCT FROM NEW."payment_type"
    OR OLD."quantity_cents" IS DISTINCT FROM NEW."quantity_cents"
    OR OLD."transaction_id" IS DISTINCT FROM NEW."transaction_id"
    OR OLD."what_is_wrong" IS DISTINCT FROM NEW."what_is_wrong"
    OR OLD."pre_condition" IS DISTINCT FROM NEW."pre_condition"
    OR OLD."message" IS DISTINCT FROM NEW."message"
    OR OLD."questionnaire" IS DISTINCT FROM NEW."questionnaire"
    OR OLD."has_dangerous_travel" IS DISTINCT FROM NEW."has_dangerous_travel"
    OR OLD."has_fever_history" IS DISTINCT FROM NEW."has_fever_history"
    OR OLD."has_rash_history" IS DISTINCT FROM NEW."has_rash_history"
    OR OLD."cancel_reason" IS DISTINCT FROM NEW."cancel_reason"
    OR OLD."finish_reason" IS DISTINCT FROM NEW."finish_reason"
    OR OLD."room_name" IS DISTINCT FROM NEW."room_name"
    OR OLD."room_start_time" IS DISTINCT FROM NEW."room_start_time"
    OR OLD."room_end_time" IS DISTINCT FROM NEW."room_end_time"
    OR OLD."patient_joined" IS DISTINCT FROM NEW."patient_joined"
    OR OLD."topic_id" IS DISTINCT FROM NEW."topic_id"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
  ) EXECUTE FUNCTION "encounter_lists_notify_encounter"();--> statement-breakpoint
CREATE TRIGGER "clinic_memberships_lists" AFTER INSERT OR UPDATE OR DELETE ON "clinic_memberships"
  FOR EACH ROW EXECUTE FUNCTION "encounter_lists_notify_user"();--> statement-breakpoint
CREATE TRIGGER "patient_profiles_lists"
  AFTER INSERT OR UPDATE OF "family_owner_id" OR DELETE ON "patient_profiles"
  FOR EACH ROW EXECUTE FUNCTION "encounter_lists_notify_user"();--> statement-breakpoint
CREATE TRIGGER "users_lists" AFTER UPDATE OF "first_name", "last_name", "email" ON "users"
  FOR EACH ROW WHEN (
    OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."email" IS DISTINCT FROM NEW."email"
  ) EXECUTE FUNCTION "encounter_lists_notify_party"();--> statement-breakpoint
-- A profile row's arrival or departure shows or hides the specialty as much as its change does.
CREATE TRIGGER "provider_profiles_lists_update" AFTER UPDATE OF "primary_specialty" ON "provider_profiles"
  FOR EACH ROW WHEN (OLD."primary_specialty" IS DISTINCT FROM NEW."primary_specialty")
  EXECUTE FUNCTION "encounter_lists_notify_party"();--> statement-breakpoint
CREATE TRIGGER "provider_profiles_lists" AFTER INSERT OR DELETE ON "provider_profiles"
  FOR EACH ROW EXECUTE FUNCTION "encounter_lists_notify_party"();--> statement-breakpoint
-- A video type referenced by an appointment cannot be deleted (no cascade); its name can change.
CREATE TRIGGER "video_encounter_types_lists" AFTER UPDATE OF "encounter_name" ON "video_encounter_types"
  FOR EACH ROW WHEN (OLD."encounter_name" IS DISTINCT FROM NEW."encounter_name")
  EXECUTE FUNCTION "encounter_lists_notify_all"();--> statement-breakpoint
-- TRUNCATE fires no row trigger: whatever it empties, every page may have shown.
CREATE TRIGGER "encounters_lists_truncate" AFTER TRUNCATE ON "encounters"
  FOR EACH STATEMENT EXECUTE FUNCTION "encounter_lists_notify_all"();--> statement-breakpoint
CREATE TRIGGER "users_lists_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "encounter_lists_notify_all"();--> statement-breakpoint
CREATE TRIGGER "provider_profiles_lists_truncate" AFTER TRUNCATE ON "provider_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "encounter_lists_notify_all"();--> statement-breakpoint
CREATE TRIGGER "patient_profiles_lists_truncate" AFTER TRUNCATE ON "patient_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "encounter_lists_notify_all"();--> statement-breakpoint
CREATE TRIGGER "clinic_memberships_lists_truncate" AFTER TRUNCATE ON "clinic_memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "encounter_lists_notify_all"();
