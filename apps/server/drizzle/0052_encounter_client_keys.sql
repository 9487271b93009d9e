-- Hand-written (issue 24): a booking names an Idempotency-Key, so a booking retried after its
-- answer was lost (an instance killed, a timeout) finds the appointment it made instead of being
-- refused as a taken slot. `client_request_hash` is the request the key was first used for: the
-- same key with another request is refused. Bookings made without a key keep NULL, which the
-- unique index does not compare.
ALTER TABLE "encounters" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "client_request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "encounters_creator_client_key" ON "encounters" USING btree ("created_by_id","client_key");
