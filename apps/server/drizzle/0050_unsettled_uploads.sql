-- Hand-written (issue 24): files stored for a row not yet committed. A message's attachment is
-- stored before its transaction; an instance that dies in between leaves a file nothing refers to.
-- The row is written before the file and deleted with the commit; the sweep removes what is left.
CREATE TABLE "unsettled_uploads" (
  "storage_key" text PRIMARY KEY NOT NULL,
  "stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
