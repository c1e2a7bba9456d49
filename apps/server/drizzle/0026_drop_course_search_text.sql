-- Course search with words reads the course index in memory (docs/decisions/013): these were
-- written by every course write and read by nothing.
DROP INDEX "courses_search_trgm_idx";--> statement-breakpoint
DROP INDEX "courses_search_vector_idx";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "search_text";
