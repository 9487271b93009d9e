-- Hand-written (issue 19, path 8): an invitation yields one live pass. Each redemption of a guest's
-- invitation counts here and the pass carries the count it was issued at, so redeeming again ends
-- the pass the first redemption gave (its socket leaves at the next check).
ALTER TABLE "encounter_guests" ADD COLUMN "redemptions" integer DEFAULT 0 NOT NULL;
