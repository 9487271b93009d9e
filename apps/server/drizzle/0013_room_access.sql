CREATE TABLE "encounter_guests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "encounter_guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"encounter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"email" text,
	"first_name" text,
	"last_name" text,
	"invited_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "encounter_guests_kind_check" CHECK ("encounter_guests"."kind" in ('PATIENT','INVITED')),
	CONSTRAINT "encounter_guests_shape_check" CHECK (("encounter_guests"."kind" = 'PATIENT' and "encounter_guests"."user_id" is not null) or ("encounter_guests"."kind" = 'INVITED' and "encounter_guests"."user_id" is null and "encounter_guests"."email" is not null))
);
--> statement-breakpoint
CREATE TABLE "room_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"link_hash" text NOT NULL,
	"encounter_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_links_link_hash_unique" UNIQUE("link_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "encounter_guests" ADD CONSTRAINT "encounter_guests_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_guests" ADD CONSTRAINT "encounter_guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_guests" ADD CONSTRAINT "encounter_guests_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_links" ADD CONSTRAINT "room_links_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_links" ADD CONSTRAINT "room_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encounter_guests_encounter_idx" ON "encounter_guests" USING btree ("encounter_id");--> statement-breakpoint
CREATE INDEX "encounter_guests_user_idx" ON "encounter_guests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "room_links_encounter_idx" ON "room_links" USING btree ("encounter_id");