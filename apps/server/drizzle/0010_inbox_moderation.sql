CREATE TYPE "public"."content_report_reason" AS ENUM('spam', 'harassment', 'hate', 'misinformation', 'inappropriate', 'other');--> statement-breakpoint
CREATE TYPE "public"."moderation_resolution" AS ENUM('hidden', 'deleted', 'dismissed');--> statement-breakpoint
CREATE TABLE "content_reports" (
	"report_id" serial PRIMARY KEY NOT NULL,
	"post_id" integer,
	"comment_id" integer,
	"reporter_id" integer NOT NULL,
	"reason" "content_report_reason" NOT NULL,
	"details" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" "moderation_resolution",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_one_target" CHECK (("content_reports"."post_id" is null) <> ("content_reports"."comment_id" is null)),
	CONSTRAINT "content_reports_resolved" CHECK (("content_reports"."resolved_at" is null) = ("content_reports"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_post_id_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_comment_id_comments_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_post_reporter_unique" ON "content_reports" USING btree ("post_id","reporter_id") WHERE "content_reports"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_comment_reporter_unique" ON "content_reports" USING btree ("comment_id","reporter_id") WHERE "content_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("created_at") WHERE "content_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_moderated_by_users_user_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_users_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_moderated_by_users_user_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."read_at" is null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_deleted_is_hidden" CHECK ("comments"."deleted_at" is null or "comments"."is_hidden");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_deleted_is_hidden" CHECK ("posts"."deleted_at" is null or "posts"."is_hidden");--> statement-breakpoint
-- hand-written below
-- A message handled before the inbox kept read state was read by whoever handled it.
UPDATE "contact_messages" SET "read_at" = "handled_at" WHERE "handled_at" IS NOT NULL AND "read_at" IS NULL;
