-- Hand-written (issue 7): no double booking, guaranteed by the database. A provider never holds two
-- active appointments whose times overlap: the second insert (or update) fails with SQLSTATE 23P01,
-- even when both run at once, on PGlite and on PostgreSQL. Message encounters hold no time.
-- The statuses are the shared ACTIVE_ENCOUNTER_STATUSES (packages/shared/src/scheduling/types.ts).
-- The range is half-open, so back-to-back appointments (10:00-10:30, 10:30-11:00) both fit.
-- btree_gist lets one GiST index compare provider_id by equality beside the time range; PGlite
-- loads it as an extension (src/db/database.ts). Carry this file over as it is when migrations are
-- regenerated.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_no_overlap" EXCLUDE USING gist (
  "provider_id" WITH =,
  tstzrange("start_time", "end_time", '[)') WITH &&
) WHERE (
  "type" <> 'MESSAGE'
  AND "status" IN ('REQUESTED', 'PENDING', 'ACCEPTED', 'STARTED', 'PROVIDER_STARTED', 'PATIENT_STARTED')
);
