-- Hand-written (issue 6): the audit log is append-only at the database level. Carry this file over
-- as it is when migrations are regenerated. Pruning past the retention is a maintenance step done
-- as the table owner (README, Configuration).
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The only update allowed is the foreign keys' ON DELETE SET NULL when a user row is deleted:
    -- who acted may become unknown, nothing else about the row changes.
    IF (NEW."id", NEW."at", NEW."action", NEW."subject", NEW."ip", NEW."user_agent", NEW."detail")
         IS NOT DISTINCT FROM
       (OLD."id", OLD."at", OLD."action", OLD."subject", OLD."ip", OLD."user_agent", OLD."detail")
       AND (NEW."user_id" IS NULL OR NEW."user_id" IS NOT DISTINCT FROM OLD."user_id")
       AND (NEW."acting_assistant_id" IS NULL
            OR NEW."acting_assistant_id" IS NOT DISTINCT FROM OLD."acting_assistant_id")
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
