-- Hand-written (issue 9): each instance caches the unread badge (E25) and the topic list pages (E3)
-- per user. Every change that can alter one announces, on channel `inbox`, the users it concerns
-- (`u<id>`), whatever code path makes it; PostgreSQL delivers it at commit and folds repeats of one
-- payload within a transaction, so a reply's several triggers cost one notification a subscriber.
-- A page row shows the topic (subject, first and last message, their count, dates, encounter),
-- the encounter's status, the viewer's subscription (unread, order, clinic) and every subscriber's
-- e-mail, names, photo and role: each has a trigger below.
CREATE FUNCTION "inbox_notify_topics"(topic_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inbox', 'u' || "user_id")
    FROM (SELECT DISTINCT "user_id" FROM "topic_subscribers" WHERE "topic_id" = ANY(topic_ids)) s;
END;
$$;--> statement-breakpoint
-- A subscription's own user (unread count, order, clinic), and every subscriber of a topic whose
-- subscribers changed (their pages list them): the new ones on insert, those left on delete.
CREATE FUNCTION "inbox_notify_subscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "inbox_notify_topics"(array(SELECT DISTINCT "topic_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('inbox', 'u' || "user_id") FROM (SELECT DISTINCT "user_id" FROM "old_rows") o;
    PERFORM "inbox_notify_topics"(array(SELECT DISTINCT "topic_id" FROM "old_rows"));
  ELSE
    PERFORM pg_notify('inbox', 'u' || "user_id")
      FROM (SELECT "user_id" FROM "old_rows" UNION SELECT "user_id" FROM "new_rows") u;
    -- A subscription moved to another topic or user: both topics' subscribers see it.
    PERFORM "inbox_notify_topics"(array(
      SELECT "topic_id" FROM (
        (SELECT "topic_id", "user_id" FROM "old_rows" EXCEPT SELECT "topic_id", "user_id" FROM "new_rows")
        UNION
        (SELECT "topic_id", "user_id" FROM "new_rows" EXCEPT SELECT "topic_id", "user_id" FROM "old_rows")
      ) moved));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "topic_subscribers_inbox_insert" AFTER INSERT ON "topic_subscribers"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_notify_subscriptions"();--> statement-breakpoint
CREATE TRIGGER "topic_subscribers_inbox_update" AFTER UPDATE ON "topic_subscribers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_notify_subscriptions"();--> statement-breakpoint
CREATE TRIGGER "topic_subscribers_inbox_delete" AFTER DELETE ON "topic_subscribers"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_notify_subscriptions"();--> statement-breakpoint
-- The unread badge sums these rows: whatever changes them (a subscription through the triggers of
-- 0018, a clinic's removal by cascade) concerns their user.
CREATE FUNCTION "inbox_notify_counters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('inbox', 'u' || OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('inbox', 'u' || NEW."user_id"); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inbox_counters_inbox" AFTER INSERT OR UPDATE OR DELETE ON "inbox_counters"
  FOR EACH ROW EXECUTE FUNCTION "inbox_notify_counters"();--> statement-breakpoint
-- A topic's row as its subscribers' pages show it (a reply moves the last message and the count;
-- a deleted topic takes its subscriptions with it, which the triggers above announce).
CREATE FUNCTION "inbox_notify_topic"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "inbox_notify_topics"(ARRAY[NEW."id"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "topics_inbox_update"
  AFTER UPDATE OF "clinic_id", "subject", "encounter_id", "first_message_body",
    "last_message_body", "last_message_at", "message_count", "created_at"
  ON "topics"
  FOR EACH ROW WHEN (
    OLD."clinic_id" IS DISTINCT FROM NEW."clinic_id"
    OR OLD."subject" IS DISTINCT FROM NEW."subject"
    OR OLD."encounter_id" IS DISTINCT FROM NEW."encounter_id"
    OR OLD."first_message_body" IS DISTINCT FROM NEW."first_message_body"
    OR OLD."last_message_body" IS DISTINCT FROM NEW."last_message_body"
    OR OLD."last_message_at" IS DISTINCT FROM NEW."last_message_at"
    OR OLD."message_count" IS DISTINCT FROM NEW."message_count"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
  ) EXECUTE FUNCTION "inbox_notify_topic"();--> statement-breakpoint
-- A message encounter's status (E21, E22: finished, the topic shows it) on its topic's pages.
CREATE FUNCTION "inbox_notify_encounter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "inbox_notify_topics"(array(SELECT "id" FROM "topics" WHERE "encounter_id" = NEW."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "encounters_inbox_status" AFTER UPDATE OF "status" ON "encounters"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "inbox_notify_encounter"();--> statement-breakpoint
-- A person as every page that lists them shows them: the users who share a topic with them, found
-- by index lookups in proportion to the person's topics, for a change made a few times a year.
CREATE FUNCTION "inbox_notify_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "inbox_notify_topics"(array(
    SELECT "topic_id" FROM "topic_subscribers" WHERE "user_id" = NEW."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_inbox_person"
  AFTER UPDATE OF "email", "first_name", "last_name", "image_path", "role" ON "users"
  FOR EACH ROW WHEN (
    OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."image_path" IS DISTINCT FROM NEW."image_path"
    OR OLD."role" IS DISTINCT FROM NEW."role"
  ) EXECUTE FUNCTION "inbox_notify_person"();
