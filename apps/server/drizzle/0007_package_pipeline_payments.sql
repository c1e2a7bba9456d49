CREATE TABLE "package_application_history" (
	"history_id" serial PRIMARY KEY NOT NULL,
	"package_application_id" integer NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"package_application_id" integer NOT NULL,
	"provider" text NOT NULL,
	"order_id" text,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('created', 'paid')),
	CONSTRAINT "payments_paid_has_time" CHECK (("payments"."status" = 'paid') = ("payments"."paid_at" is not null))
);
--> statement-breakpoint
DROP INDEX "package_applications_open_unique";--> statement-breakpoint
ALTER TABLE "package_applications" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "package_applications" ALTER COLUMN "status" SET DEFAULT 'New';--> statement-breakpoint
ALTER TABLE "package_application_history" ADD CONSTRAINT "package_application_history_package_application_id_package_applications_package_application_id_fk" FOREIGN KEY ("package_application_id") REFERENCES "public"."package_applications"("package_application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_application_history" ADD CONSTRAINT "package_application_history_changed_by_users_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_application_id_package_applications_package_application_id_fk" FOREIGN KEY ("package_application_id") REFERENCES "public"."package_applications"("package_application_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_application_history_app_idx" ON "package_application_history" USING btree ("package_application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_unique" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_unique" ON "payments" USING btree ("provider","order_id");--> statement-breakpoint
CREATE INDEX "payments_application_idx" ON "payments" USING btree ("package_application_id","created_at");--> statement-breakpoint
CREATE INDEX "package_applications_status_idx" ON "package_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_applications_open_unique" ON "package_applications" USING btree ("user_id","package_id") WHERE "package_applications"."status" in ('New', 'Contacted', 'Payment pending', 'Paid', 'Active');--> statement-breakpoint
DROP TYPE "public"."package_application_status";--> statement-breakpoint
-- hand-written below
-- The old statuses onto the pipeline (docs/packages.md, "The pipeline"): Pending -> New,
-- Approved -> Active, Rejected -> Cancelled. Only Pending was unique per student and package
-- before; New and Active both stand now, so a Pending request beside an Approved one for the same
-- package is closed as Cancelled, and of several Approved ones only the newest stays Active (the
-- older ones become Completed).
UPDATE "package_applications" AS p SET "status" = 'Cancelled',
	"remark" = coalesce(p."remark", 'Closed when packages moved to the pipeline: the package was already approved.')
WHERE p."status" = 'Pending' AND EXISTS (
	SELECT 1 FROM "package_applications" AS a
	WHERE a."user_id" = p."user_id" AND a."package_id" = p."package_id" AND a."status" = 'Approved');--> statement-breakpoint
UPDATE "package_applications" AS p SET "status" = 'Completed'
WHERE p."status" = 'Approved' AND EXISTS (
	SELECT 1 FROM "package_applications" AS a
	WHERE a."user_id" = p."user_id" AND a."package_id" = p."package_id" AND a."status" = 'Approved'
		AND a."package_application_id" > p."package_application_id");--> statement-breakpoint
UPDATE "package_applications" SET "status" = CASE "status"
	WHEN 'Pending' THEN 'New' WHEN 'Approved' THEN 'Active' WHEN 'Rejected' THEN 'Cancelled' ELSE "status" END
WHERE "status" IN ('Pending', 'Approved', 'Rejected');--> statement-breakpoint
ALTER TABLE "package_applications" ADD CONSTRAINT "package_applications_status_known"
	CHECK ("status" IN ('New', 'Contacted', 'Payment pending', 'Paid', 'Active', 'Completed', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "package_application_history" ADD CONSTRAINT "package_application_history_status_known"
	CHECK (("from_status" IS NULL OR "from_status" IN ('New', 'Contacted', 'Payment pending', 'Paid', 'Active', 'Completed', 'Cancelled'))
		AND ("to_status" IS NULL OR "to_status" IN ('New', 'Contacted', 'Payment pending', 'Paid', 'Active', 'Completed', 'Cancelled')));
