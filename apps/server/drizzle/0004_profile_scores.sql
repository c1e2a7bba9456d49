ALTER TABLE "colleges" ADD COLUMN "grade_scale" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "grade" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "grade_scale" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "grade" double precision;--> statement-breakpoint
ALTER TABLE "test_scores" ADD COLUMN "test_type" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_scores" ADD COLUMN "sections" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_grade_with_scale" CHECK (("colleges"."grade_scale" IS NULL) = ("colleges"."grade" IS NULL));--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_grade_with_scale" CHECK (("schools"."grade_scale" IS NULL) = ("schools"."grade" IS NULL));