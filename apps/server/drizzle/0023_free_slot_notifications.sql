-- Hand-written (issue 7): each instance caches free-slot answers (C30) per provider. Every change
-- that can alter one announces, on channel `free_slots`, the provider it concerns ('*': any
-- provider), whatever code path makes it; PostgreSQL delivers it at commit (and folds repeats of
-- one payload within a transaction), and each instance drops that provider's answers.
CREATE FUNCTION "free_slots_notify_provider"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('free_slots', OLD."provider_id"::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('free_slots', NEW."provider_id"::text); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A provider's memberships and account: who they are (e-mail), whether they may be booked
-- (activation, role) and where (the clinics of their memberships).
CREATE FUNCTION "free_slots_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('free_slots', NEW."id"::text);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('free_slots', OLD."user_id"::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('free_slots', NEW."user_id"::text); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A clinic's activation and scheduling settings (C52, I21) shape the answers of all its providers.
CREATE FUNCTION "free_slots_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('free_slots', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Appointments hold time unless they are messages (C31): a new or removed one, and a change of
-- status, time, type or provider.
CREATE TRIGGER "encounters_free_slots_insert" AFTER INSERT ON "encounters"
  FOR EACH ROW WHEN (NEW."type" <> 'MESSAGE') EXECUTE FUNCTION "free_slots_notify_provider"();--> statement-breakpoint
CREATE TRIGGER "encounters_free_slots_delete" AFTER DELETE ON "encounters"
  FOR EACH ROW WHEN (OLD."type" <> 'MESSAGE') EXECUTE FUNCTION "free_slots_notify_provider"();--> statement-breakpoint
CREATE TRIGGER "encounters_free_slots_update"
  AFTER UPDATE OF "status", "start_time", "end_time", "type", "provider_id" ON "encounters"
  FOR EACH ROW WHEN (
    OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."start_time" IS DISTINCT FROM NEW."start_time"
    OR OLD."end_time" IS DISTINCT FROM NEW."end_time"
    OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."provider_id" IS DISTINCT FROM NEW."provider_id"
  ) EXECUTE FUNCTION "free_slots_notify_provider"();--> statement-breakpoint
-- Availability (C22-C25), its time zone, and the offerings that set durations (C8-C11).
CREATE TRIGGER "availability_days_free_slots" AFTER INSERT OR UPDATE OR DELETE ON "availability_days"
  FOR EACH ROW EXECUTE FUNCTION "free_slots_notify_provider"();--> statement-breakpoint
CREATE TRIGGER "availability_default_weeks_free_slots"
  AFTER INSERT OR UPDATE OR DELETE ON "availability_default_weeks"
  FOR EACH ROW EXECUTE FUNCTION "free_slots_notify_provider"();--> statement-breakpoint
CREATE TRIGGER "provider_schedules_free_slots" AFTER INSERT OR UPDATE OR DELETE ON "provider_schedules"
  FOR EACH ROW EXECUTE FUNCTION "free_slots_notify_provider"();--> statement-breakpoint
CREATE TRIGGER "encounter_accounts_free_slots" AFTER INSERT OR UPDATE OR DELETE ON "encounter_accounts"
  FOR EACH ROW EXECUTE FUNCTION "free_slots_notify_provider"();--> statement-breakpoint
CREATE TRIGGER "video_encounter_types_free_slots"
  AFTER INSERT OR UPDATE OR DELETE ON "video_encounter_types"
  FOR EACH ROW EXECUTE FUNCTION "free_slots_notify_provider"();--> statement-breakpoint
CREATE TRIGGER "clinic_memberships_free_slots" AFTER INSERT OR UPDATE OR DELETE ON "clinic_memberships"
  FOR EACH ROW EXECUTE FUNCTION "free_slots_notify_user"();--> statement-breakpoint
CREATE TRIGGER "users_free_slots" AFTER UPDATE OF "email", "role", "activated" ON "users"
  FOR EACH ROW WHEN (
    OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."role" IS DISTINCT FROM NEW."role"
    OR OLD."activated" IS DISTINCT FROM NEW."activated"
  ) EXECUTE FUNCTION "free_slots_notify_user"();--> statement-breakpoint
CREATE TRIGGER "clinics_free_slots"
  AFTER UPDATE OF "activated", "is_patient_schedule_appointment_enabled", "prevent_scheduler_24h"
  ON "clinics"
  FOR EACH ROW WHEN (
    OLD."activated" IS DISTINCT FROM NEW."activated"
    OR OLD."is_patient_schedule_appointment_enabled"
      IS DISTINCT FROM NEW."is_patient_schedule_appointment_enabled"
    OR OLD."prevent_scheduler_24h" IS DISTINCT FROM NEW."prevent_scheduler_24h"
  ) EXECUTE FUNCTION "free_slots_notify_all"();--> statement-breakpoint
CREATE TRIGGER "clinics_free_slots_delete" AFTER DELETE ON "clinics"
  FOR EACH ROW EXECUTE FUNCTION "free_slots_notify_all"();
