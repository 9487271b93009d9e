-- Hand-written (issues 7, 9, 10): each instance keeps the live sessions it found (the live-session
-- query of every authenticated request) until a change concerns them. Every change to what that
-- query reads announces, on channel `live_sessions`, whose answer it may change: `s<id>` for a
-- session row (revoked, expiry, last activity, acting assistant: any column), `u<id>` for a user
-- (the session's user or its acting assistant: the columns the query reads, and the user's clinic
-- memberships), '*' for a table emptied at once.
CREATE FUNCTION "live_sessions_notify_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_sessions', 's' || OLD."id");
  IF TG_OP = 'UPDATE' AND NEW."id" IS DISTINCT FROM OLD."id" THEN
    PERFORM pg_notify('live_sessions', 's' || NEW."id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A user's own row (`id`) or a membership's user (`user_id`), before and after.
CREATE FUNCTION "live_sessions_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_user integer;
  new_user integer;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP <> 'INSERT' THEN old_user := OLD."id"; END IF;
    IF TG_OP <> 'DELETE' THEN new_user := NEW."id"; END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN old_user := OLD."user_id"; END IF;
    IF TG_OP <> 'DELETE' THEN new_user := NEW."user_id"; END IF;
  END IF;
  IF old_user IS NOT NULL THEN PERFORM pg_notify('live_sessions', 'u' || old_user); END IF;
  IF new_user IS NOT NULL AND new_user IS DISTINCT FROM old_user THEN
    PERFORM pg_notify('live_sessions', 'u' || new_user);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "live_sessions_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_sessions', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_live_sessions" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "live_sessions_notify_session"();--> statement-breakpoint
CREATE TRIGGER "users_live_sessions"
  AFTER UPDATE OF "id", "email", "role", "activated", "first_name", "last_name", "room_name",
    "time_zone"
  ON "users"
  FOR EACH ROW WHEN (
    OLD."id" IS DISTINCT FROM NEW."id"
    OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."role" IS DISTINCT FROM NEW."role"
    OR OLD."activated" IS DISTINCT FROM NEW."activated"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."room_name" IS DISTINCT FROM NEW."room_name"
    OR OLD."time_zone" IS DISTINCT FROM NEW."time_zone"
  ) EXECUTE FUNCTION "live_sessions_notify_user"();--> statement-breakpoint
CREATE TRIGGER "users_live_sessions_delete" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "live_sessions_notify_user"();--> statement-breakpoint
CREATE TRIGGER "clinic_memberships_live_sessions"
  AFTER INSERT OR UPDATE OR DELETE ON "clinic_memberships"
  FOR EACH ROW EXECUTE FUNCTION "live_sessions_notify_user"();--> statement-breakpoint
CREATE TRIGGER "sessions_live_sessions_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "live_sessions_notify_all"();--> statement-breakpoint
CREATE TRIGGER "users_live_sessions_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "live_sessions_notify_all"();--> statement-breakpoint
CREATE TRIGGER "clinic_memberships_live_sessions_truncate" AFTER TRUNCATE ON "clinic_memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "live_sessions_notify_all"();
