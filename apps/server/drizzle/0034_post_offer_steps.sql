CREATE TABLE "post_offer_steps" (
	"post_offer_step_id" serial PRIMARY KEY NOT NULL,
	"admission_application_id" integer NOT NULL,
	"step_key" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_offer_steps" ADD CONSTRAINT "post_offer_steps_admission_application_id_admission_applications_admission_application_id_fk" FOREIGN KEY ("admission_application_id") REFERENCES "public"."admission_applications"("admission_application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_offer_steps_unique" ON "post_offer_steps" USING btree ("admission_application_id","step_key");