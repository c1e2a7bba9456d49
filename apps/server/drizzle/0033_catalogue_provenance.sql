ALTER TABLE "courses" ADD COLUMN "provenance" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "provenance" jsonb DEFAULT '{}'::jsonb NOT NULL;