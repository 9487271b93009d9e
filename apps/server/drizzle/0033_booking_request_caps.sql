-- Issue 19 path 6: each patient booking counts the booking account's open requests that hold a
-- provider's time and are not paid by card (per provider and overall); this keeps that count to
-- the account's few open rows.
CREATE INDEX "encounters_open_requests_owner_idx" ON "encounters" USING btree ("owner_id","start_time") WHERE "encounters"."status" in ('REQUESTED','PENDING') and "encounters"."transaction_id" is null and "encounters"."end_time" is not null;
