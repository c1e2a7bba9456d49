-- 'Shortlisting' and 'Test Preparation' complete themselves (docs/applications-and-timeline.md,
-- "Automatic milestones"). A list loaded before these keys existed gets them on the default
-- milestones of those names, unless a milestone already carries the key.
UPDATE "milestones" SET "auto_key" = 'shortlisting' WHERE "milestone_id" = (SELECT min("milestone_id") FROM "milestones" WHERE "title" = 'Shortlisting' AND "auto_key" IS NULL) AND NOT EXISTS (SELECT 1 FROM "milestones" WHERE "auto_key" = 'shortlisting');--> statement-breakpoint
UPDATE "milestones" SET "auto_key" = 'test_preparation' WHERE "milestone_id" = (SELECT min("milestone_id") FROM "milestones" WHERE "title" = 'Test Preparation' AND "auto_key" IS NULL) AND NOT EXISTS (SELECT 1 FROM "milestones" WHERE "auto_key" = 'test_preparation');
