ALTER TABLE "problems" ADD COLUMN "random_input_generator" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "input_validator" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "counterexample" jsonb;