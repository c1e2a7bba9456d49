CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payee_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"gstin" text NOT NULL,
	"sac_code" text NOT NULL,
	"gst_rate_basis_points" integer NOT NULL,
	"upi_id" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payee_settings_one_row" CHECK ("payee_settings"."id" = 1),
	CONSTRAINT "payee_settings_rate" CHECK ("payee_settings"."gst_rate_basis_points" between 0 and 4000)
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"invoice_id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_amounts_add_up" CHECK ("tax_invoices"."taxable_paise" + "tax_invoices"."cgst_paise" + "tax_invoices"."sgst_paise" + "tax_invoices"."igst_paise" = "tax_invoices"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "payee_settings" ADD CONSTRAINT "payee_settings_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_payment_unique" ON "tax_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_number_unique" ON "tax_invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_sequence_unique" ON "tax_invoices" USING btree ("financial_year","sequence");