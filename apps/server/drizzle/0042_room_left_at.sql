-- Hand-written (issue 21 defects 4 and 6): when the room of an appointment was last left empty.
-- The room ends (room_end_time, the visit finished) once it has stayed empty for a grace period;
-- a join clears this column, so a check queued by an earlier leave finds it changed and ends
-- nothing. Null while someone is in the room or before anyone left it.
ALTER TABLE "encounters" ADD COLUMN "room_left_at" timestamp with time zone;
