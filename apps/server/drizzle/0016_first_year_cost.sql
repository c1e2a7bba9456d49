ALTER TABLE "courses" ADD COLUMN "first_year_inr" bigint;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "first_year_extra_inr" bigint;--> statement-breakpoint
CREATE INDEX "courses_first_year_inr_idx" ON "courses" USING btree ("first_year_inr","course_id");--> statement-breakpoint
UPDATE "courses" SET "first_year_inr" = "fee_inr";--> statement-breakpoint
CREATE FUNCTION "courses_first_year_inr"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The first-year total a search filters and sorts by (docs/catalogue.md#first-year-total).
  NEW.first_year_inr := NEW.fee_inr + COALESCE(
    (SELECT u.first_year_extra_inr FROM universities u WHERE u.university_id = NEW.university_id), 0);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "courses_first_year_inr" BEFORE INSERT OR UPDATE OF "fee_inr", "university_id" ON "courses" FOR EACH ROW EXECUTE FUNCTION "courses_first_year_inr"();--> statement-breakpoint
CREATE FUNCTION "universities_first_year_extra"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET first_year_inr = fee_inr + COALESCE(NEW.first_year_extra_inr, 0)
    WHERE university_id = NEW.university_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "universities_first_year_extra" AFTER UPDATE OF "first_year_extra_inr" ON "universities" FOR EACH ROW WHEN (OLD."first_year_extra_inr" IS DISTINCT FROM NEW."first_year_extra_inr") EXECUTE FUNCTION "universities_first_year_extra"();
