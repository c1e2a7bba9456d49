ALTER TABLE "courses" ADD COLUMN "featured_reason" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "earning" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "earning_since" date;