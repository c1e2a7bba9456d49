CREATE TABLE "post_offer_reminders" (
	"reminder_id" serial PRIMARY KEY NOT NULL,
	"admission_application_id" integer NOT NULL,
	"step_key" text NOT NULL,
	"due_on" date NOT NULL,
	"threshold_days" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_offer_reminders" ADD CONSTRAINT "post_offer_reminders_admission_application_id_admission_applications_admission_application_id_fk" FOREIGN KEY ("admission_application_id") REFERENCES "public"."admission_applications"("admission_application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_offer_reminders_once" ON "post_offer_reminders" USING btree ("admission_application_id","step_key","due_on","threshold_days");