CREATE TABLE "curated_records" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"record" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curated_records_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "curated_records" ADD CONSTRAINT "curated_records_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE restrict ON UPDATE no action;