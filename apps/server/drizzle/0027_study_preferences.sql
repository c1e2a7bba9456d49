CREATE TABLE "study_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"country_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intake" text,
	"course_type" text,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_inr" integer,
	"backlogs" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_preferences_budget_range" CHECK ("study_preferences"."budget_inr" BETWEEN 100000 AND 20000000),
	CONSTRAINT "study_preferences_backlogs_range" CHECK ("study_preferences"."backlogs" BETWEEN 0 AND 50)
);
--> statement-breakpoint
ALTER TABLE "study_preferences" ADD CONSTRAINT "study_preferences_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;