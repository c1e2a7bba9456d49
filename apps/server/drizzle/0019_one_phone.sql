ALTER TABLE "profiles" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
-- One phone per student (docs/accounts.md, "Phone"): the account keeps it. An account without one
-- takes the basic details' number; an account with its own keeps it. The old copy is emptied.
UPDATE "users" SET "phone" = "profiles"."phone" FROM "profiles" WHERE "profiles"."user_id" = "users"."user_id" AND coalesce(trim("users"."phone"), '') = '' AND coalesce(trim("profiles"."phone"), '') <> '';--> statement-breakpoint
UPDATE "profiles" SET "phone" = NULL WHERE "phone" IS NOT NULL;
