ALTER TABLE "problems" ADD COLUMN "test_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "score" jsonb;