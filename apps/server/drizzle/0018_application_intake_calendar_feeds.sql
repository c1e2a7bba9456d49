CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "intake" text;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "intake_start" date;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "application_deadline" date;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
-- Applications made before they kept their intake get the one that was open on the day they were
-- made: the first yearly occurrence of the course's dates whose deadline was not yet past that
-- (UTC) day (docs/applications-and-timeline.md#applying). Courses without dates leave them null.
WITH chosen AS (
  SELECT a.admission_application_id AS id, c.intake, c.intake_start, c.application_deadline,
    (SELECT min(n) FROM generate_series(-100, 200) AS n
      WHERE (c.application_deadline + make_interval(years => n))::date >= (a.created_at AT TIME ZONE 'UTC')::date) AS years
  FROM admission_applications a
  JOIN courses c ON c.course_id = a.course_id
  WHERE c.intake_start IS NOT NULL AND c.application_deadline IS NOT NULL
)
UPDATE admission_applications a
SET intake = chosen.intake,
  intake_start = (chosen.intake_start + make_interval(years => chosen.years))::date,
  application_deadline = (chosen.application_deadline + make_interval(years => chosen.years))::date
FROM chosen
WHERE a.admission_application_id = chosen.id AND chosen.years IS NOT NULL;
