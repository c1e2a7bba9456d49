CREATE TABLE "saved_scholarships" (
	"user_id" integer NOT NULL,
	"scholarship_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholarship_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"indian_citizen" boolean,
	"date_of_birth" date,
	"family_income_inr" bigint,
	"category" text,
	"gender" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scholarship_details_category_known" CHECK ("scholarship_details"."category" in ('general', 'ews', 'obc', 'sc', 'st', 'dnt')),
	CONSTRAINT "scholarship_details_gender_known" CHECK ("scholarship_details"."gender" in ('female', 'male', 'other'))
);
--> statement-breakpoint
CREATE TABLE "scholarship_reminders" (
	"reminder_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scholarship_id" text NOT NULL,
	"deadline" date NOT NULL,
	"threshold_days" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_scholarships" ADD CONSTRAINT "saved_scholarships_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_details" ADD CONSTRAINT "scholarship_details_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_reminders" ADD CONSTRAINT "scholarship_reminders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_scholarships_unique" ON "saved_scholarships" USING btree ("user_id","scholarship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scholarship_reminders_once" ON "scholarship_reminders" USING btree ("user_id","scholarship_id","deadline","threshold_days");