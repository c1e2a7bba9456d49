CREATE TABLE "data_export_parts" (
	"part_id" serial PRIMARY KEY NOT NULL,
	"export_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"export_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"byte_size" integer,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_known" CHECK ("data_exports"."status" in ('preparing', 'ready', 'expired', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "data_export_parts" ADD CONSTRAINT "data_export_parts_export_id_data_exports_export_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."data_exports"("export_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_export_parts_seq_unique" ON "data_export_parts" USING btree ("export_id","seq");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","export_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_preparing" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'preparing';--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'ready';