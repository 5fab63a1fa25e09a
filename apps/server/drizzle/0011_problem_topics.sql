ALTER TABLE "problems" ADD COLUMN "topics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "problems_topics_idx" ON "problems" USING gin ("topics");