CREATE TABLE "appointment_reminders" (
	"encounter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_encounter_id_kind_start_time_pk" PRIMARY KEY("encounter_id","kind","start_time"),
	CONSTRAINT "appointment_reminders_kind_check" CHECK ("appointment_reminders"."kind" in ('24h','1h'))
);
--> statement-breakpoint
CREATE TABLE "encounter_response_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "encounter_response_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"encounter_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "encounter_response_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_response_tokens" ADD CONSTRAINT "encounter_response_tokens_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_response_tokens" ADD CONSTRAINT "encounter_response_tokens_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encounter_response_tokens_encounter_idx" ON "encounter_response_tokens" USING btree ("encounter_id");