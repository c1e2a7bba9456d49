CREATE TABLE "fact_checks" (
	"kind" text NOT NULL,
	"fact_id" text NOT NULL,
	"checked_on" date NOT NULL,
	"checked_by" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_checks_kind_fact_id_pk" PRIMARY KEY("kind","fact_id")
);
--> statement-breakpoint
ALTER TABLE "fact_checks" ADD CONSTRAINT "fact_checks_checked_by_users_user_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("user_id") ON DELETE restrict ON UPDATE no action;