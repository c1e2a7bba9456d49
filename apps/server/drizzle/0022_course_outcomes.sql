CREATE TABLE "course_outcomes" (
	"outcome_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"course_id" integer NOT NULL,
	"admission_application_id" integer,
	"result" text NOT NULL,
	"source" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"shared" boolean DEFAULT false NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"test_type" text,
	"test_score" double precision,
	"grade_scale" text,
	"grade" double precision,
	"degree_family" text,
	"work_months" smallint,
	"intake" text,
	"test_band" text DEFAULT 'none' NOT NULL,
	"grade_band" text DEFAULT 'none' NOT NULL,
	"family_band" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_outcomes_result" CHECK ("course_outcomes"."result" IN ('admitted', 'rejected', 'waitlisted')),
	CONSTRAINT "course_outcomes_source" CHECK ("course_outcomes"."source" IN ('platform', 'student')),
	CONSTRAINT "course_outcomes_sample_has_no_student" CHECK (("course_outcomes"."user_id" IS NULL) = "course_outcomes"."is_sample")
);
--> statement-breakpoint
ALTER TABLE "course_outcomes" ADD CONSTRAINT "course_outcomes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_outcomes" ADD CONSTRAINT "course_outcomes_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_outcomes" ADD CONSTRAINT "course_outcomes_admission_application_id_admission_applications_admission_application_id_fk" FOREIGN KEY ("admission_application_id") REFERENCES "public"."admission_applications"("admission_application_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_outcomes" ADD CONSTRAINT "course_outcomes_verified_by_users_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_outcomes_user_course_unique" ON "course_outcomes" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_outcomes_counted_idx" ON "course_outcomes" USING btree ("course_id","test_band","grade_band","family_band") WHERE "course_outcomes"."shared" AND "course_outcomes"."verified";--> statement-breakpoint
CREATE INDEX "course_outcomes_application_idx" ON "course_outcomes" USING btree ("admission_application_id");