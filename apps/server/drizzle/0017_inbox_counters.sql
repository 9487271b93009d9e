CREATE TABLE "inbox_counters" (
	"user_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"topic_count" integer DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbox_counters_user_id_clinic_id_pk" PRIMARY KEY("user_id","clinic_id"),
	CONSTRAINT "inbox_counters_not_negative" CHECK ("inbox_counters"."topic_count" >= 0 and "inbox_counters"."unread_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "topic_subscribers" ADD COLUMN "clinic_id" integer;--> statement-breakpoint
ALTER TABLE "inbox_counters" ADD CONSTRAINT "inbox_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_counters" ADD CONSTRAINT "inbox_counters_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_subscribers" ADD CONSTRAINT "topic_subscribers_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;