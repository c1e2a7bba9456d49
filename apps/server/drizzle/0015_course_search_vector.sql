DROP INDEX "courses_search_fts_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_category_mode_idx" ON "courses" USING btree ("course_category_id","mode_of_study");--> statement-breakpoint
CREATE INDEX "courses_search_vector_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_featured_created_idx" ON "courses" USING btree ("created_at","course_id") WHERE "courses"."is_featured";--> statement-breakpoint
-- The rewritten table has no statistics for search_vector until the next ANALYZE, and without them
-- the planner guesses how many courses a search matches (at 1,000,000 courses it walked the fee
-- index for seconds instead of asking the word index).
ANALYZE "courses";
