ALTER TYPE "public"."application_status" ADD VALUE 'Under Review' BEFORE 'Accepted';--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
DROP INDEX "admission_status_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "users" SET "last_active_at" = greatest("created_at", coalesce((SELECT max("last_used_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."user_id"), "created_at"));--> statement-breakpoint
CREATE INDEX "admission_created_idx" ON "admission_applications" USING btree ("created_at","admission_application_id");--> statement-breakpoint
CREATE INDEX "admission_updated_idx" ON "admission_applications" USING btree ("updated_at","admission_application_id");--> statement-breakpoint
CREATE INDEX "admission_status_updated_idx" ON "admission_applications" USING btree ("status","updated_at","admission_application_id");--> statement-breakpoint
CREATE INDEX "admission_course_created_idx" ON "admission_applications" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin ("course_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("chat_id","sender_id") WHERE "messages"."is_read" = false;--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","name","user_id");--> statement-breakpoint
CREATE INDEX "users_role_active_idx" ON "users" USING btree ("role","last_active_at","user_id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admission_status_created_idx" ON "admission_applications" USING btree ("status","created_at","admission_application_id");