CREATE TABLE "exchange_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"inr_per_unit" numeric(24, 12) NOT NULL,
	"minor_digits" smallint NOT NULL,
	"rate_date" date NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "courses_fee_idx";--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "currency" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "currency_code" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "fee_inr" bigint;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "intake_start" date;--> statement-breakpoint
-- Courses stored before this migration had whole fees in one of four currencies, all with cents;
-- fee_inr is filled once the reference rates are loaded on start.
UPDATE "courses" SET "fee_minor" = "fee"::bigint * 100,
	"currency_code" = CASE "currency" WHEN 'Dollar' THEN 'USD' WHEN 'Euro' THEN 'EUR' WHEN 'Rupee' THEN 'INR' ELSE 'GBP' END;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "currency_code" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_fee_inr_idx" ON "courses" USING btree ("fee_inr","course_id");--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "fee";--> statement-breakpoint
DROP TYPE "public"."course_currency";
