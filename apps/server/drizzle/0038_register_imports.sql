CREATE TABLE "reported_programmes" (
	"university_id" integer NOT NULL,
	"cip_code" text NOT NULL,
	"cip_title" text NOT NULL,
	"credential_level" smallint NOT NULL,
	"credential_title" text NOT NULL,
	"source" jsonb NOT NULL,
	CONSTRAINT "reported_programmes_university_id_cip_code_credential_level_pk" PRIMARY KEY("university_id","cip_code","credential_level")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cricos_course_code" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "register_facts" jsonb;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "cricos_provider_code" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "scorecard_unit_id" text;--> statement-breakpoint
ALTER TABLE "reported_programmes" ADD CONSTRAINT "reported_programmes_university_id_universities_university_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("university_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_cricos_course_code_unique" ON "courses" USING btree ("cricos_course_code");--> statement-breakpoint
CREATE UNIQUE INDEX "universities_cricos_provider_code_unique" ON "universities" USING btree ("cricos_provider_code");--> statement-breakpoint
CREATE UNIQUE INDEX "universities_scorecard_unit_id_unique" ON "universities" USING btree ("scorecard_unit_id");