-- Hand-written (issue 9): each subscription repeats its topic's clinic, and `inbox_counters` holds
-- per user and clinic the number of topics and of unread messages, so the unread badge and the
-- topic list's total read a row instead of summing a user's 10,000 subscriptions. Triggers keep the
-- counters in the statement that changes subscriptions (new topic, reply, read, cascade), whatever
-- code path runs it, so they cannot drift.
UPDATE "topic_subscribers" s SET "clinic_id" = t."clinic_id" FROM "topics" t WHERE t."id" = s."topic_id";--> statement-breakpoint
INSERT INTO "inbox_counters" ("user_id", "clinic_id", "topic_count", "unread_count")
  SELECT "user_id", "clinic_id", count(*), sum("unread_count")
  FROM "topic_subscribers" GROUP BY "user_id", "clinic_id";--> statement-breakpoint
CREATE FUNCTION "inbox_counters_add"(p_user integer, p_clinic integer, p_topics integer, p_unread integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_topics > 0 THEN
    INSERT INTO "inbox_counters" AS c ("user_id", "clinic_id", "topic_count", "unread_count")
      VALUES (p_user, p_clinic, p_topics, p_unread)
      ON CONFLICT ("user_id", "clinic_id") DO UPDATE SET
        "topic_count" = c."topic_count" + EXCLUDED."topic_count",
        "unread_count" = c."unread_count" + EXCLUDED."unread_count";
  ELSIF p_topics <> 0 OR p_unread <> 0 THEN
    -- No insert here: when a user's deletion cascades, their counters may already be gone.
    UPDATE "inbox_counters"
      SET "topic_count" = "topic_count" + p_topics, "unread_count" = "unread_count" + p_unread
      WHERE "user_id" = p_user AND "clinic_id" = p_clinic;
  END IF;
END;
$$;--> statement-breakpoint
-- Once per statement, each (user, clinic) touched in key order: two transactions that touch the
-- same users' counters (replies in two topics with the same subscribers) lock them in the same
-- order and cannot deadlock.
CREATE FUNCTION "inbox_counters_follow_subscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR d IN SELECT "user_id", "clinic_id", count(*)::int AS topics, sum("unread_count")::int AS unread
      FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
    LOOP
      PERFORM "inbox_counters_add"(d."user_id", d."clinic_id", d.topics, d.unread);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR d IN SELECT "user_id", "clinic_id", -count(*)::int AS topics, -sum("unread_count")::int AS unread
      FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
    LOOP
      PERFORM "inbox_counters_add"(d."user_id", d."clinic_id", d.topics, d.unread);
    END LOOP;
  ELSE
    FOR d IN SELECT "user_id", "clinic_id", sum(topics)::int AS topics, sum(unread)::int AS unread
      FROM (
        SELECT "user_id", "clinic_id", 1 AS topics, "unread_count" AS unread FROM "new_rows"
        UNION ALL
        SELECT "user_id", "clinic_id", -1, -"unread_count" FROM "old_rows"
      ) changes
      GROUP BY 1, 2 ORDER BY 1, 2
    LOOP
      PERFORM "inbox_counters_add"(d."user_id", d."clinic_id", d.topics, d.unread);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inbox_counters_on_insert" AFTER INSERT ON "topic_subscribers"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_counters_follow_subscriptions"();--> statement-breakpoint
CREATE TRIGGER "inbox_counters_on_update" AFTER UPDATE ON "topic_subscribers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_counters_follow_subscriptions"();--> statement-breakpoint
CREATE TRIGGER "inbox_counters_on_delete" AFTER DELETE ON "topic_subscribers"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_counters_follow_subscriptions"();
