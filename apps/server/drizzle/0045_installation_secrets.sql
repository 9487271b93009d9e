-- Hand-written (issue 24): a fingerprint of each secret every instance of one installation must
-- share (JWT_SECRET, HMAC_SECRET), so an instance started with another one refuses to start
-- instead of refusing the others' tokens and signing users out at random. The fingerprint is an
-- HMAC of a fixed text under the secret: it tells secrets apart and reveals nothing of them.
CREATE TABLE "installation_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
