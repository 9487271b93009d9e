-- Issue 20 point 6: single sign-on with OpenID Connect. An identity provider serves one or more
-- e-mail domains; its client secret is kept only as AES-256-GCM ciphertext (nonce, tag and data
-- in one base64url text), never in clear.
CREATE TABLE "sso_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"domains" text[] NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_providers_issuer_unique" UNIQUE("issuer"),
	CONSTRAINT "sso_providers_domains_check" CHECK (cardinality("sso_providers"."domains") > 0)
);--> statement-breakpoint
-- After the first SSO sign-in an account is found by (issuer, sub), never again by the e-mail the
-- identity provider claims; one account has at most one subject per issuer.
CREATE TABLE "sso_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject"),
	CONSTRAINT "sso_identities_user_issuer_unique" UNIQUE("user_id","issuer")
);--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A started sign-in: state, nonce and PKCE verifier stay on the server, are used once (deleted by
-- the callback) and expire after a few minutes. The state is stored as its SHA-256 only.
CREATE TABLE "sso_authorizations" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_authorizations_purpose_check" CHECK ("sso_authorizations"."purpose" in ('SIGN_IN','TEST'))
);--> statement-breakpoint
ALTER TABLE "sso_authorizations" ADD CONSTRAINT "sso_authorizations_provider_id_sso_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."sso_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_authorizations_expires_at_idx" ON "sso_authorizations" USING btree ("expires_at");
