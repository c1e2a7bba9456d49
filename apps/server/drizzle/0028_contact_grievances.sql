ALTER TABLE "contact_messages" ADD COLUMN "kind" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_grievance_due_idx" ON "contact_messages" USING btree ("due_at") WHERE "contact_messages"."kind" = 'grievance';