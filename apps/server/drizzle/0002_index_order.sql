DROP INDEX "admission_user_created_idx";--> statement-breakpoint
DROP INDEX "admission_status_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "courses_category_created_idx";--> statement-breakpoint
DROP INDEX "courses_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "package_applications_user_idx";--> statement-breakpoint
DROP INDEX "posts_community_created_idx";--> statement-breakpoint
CREATE INDEX "admission_user_created_idx" ON "admission_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "admission_status_created_idx" ON "admission_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "courses_category_created_idx" ON "courses" USING btree ("course_category_id","created_at","course_id");--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at","course_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "package_applications_user_idx" ON "package_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_community_created_idx" ON "posts" USING btree ("community_id","created_at","post_id");