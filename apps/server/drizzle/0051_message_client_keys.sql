-- Hand-written (issue 24): a message send names an Idempotency-Key, so a send retried after its
-- answer was lost (an instance killed, a timeout) finds the message instead of posting it twice.
-- Messages sent without a key keep NULL, which the unique index does not compare.
ALTER TABLE "messages" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_author_client_key" ON "messages" USING btree ("author_id","client_key");
