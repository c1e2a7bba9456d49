CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per statement, not per row: a bulk import of a million courses bumps it a few times.
  -- Visible only when the writing transaction commits, so an index built from a snapshot that
  -- shows this version shows the write too (docs/catalogue.md#the-course-index).
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "courses_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "universities_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "universities" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "countries_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "course_categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
