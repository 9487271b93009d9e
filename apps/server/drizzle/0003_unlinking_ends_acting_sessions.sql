-- Hand-written (issue 5): unlinking an assistant from a provider ends the assistant's acting
-- sessions for that provider wherever the link is removed, so the hot session query needs no join.
CREATE FUNCTION "assistant_unlink_revokes_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET "revoked_at" = now()
    WHERE "acting_assistant_id" = OLD."assistant_id"
      AND "user_id" = OLD."provider_id"
      AND "revoked_at" IS NULL;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "assistant_unlink_revokes_sessions" AFTER DELETE ON "assistant_providers"
  FOR EACH ROW EXECUTE FUNCTION "assistant_unlink_revokes_sessions"();
