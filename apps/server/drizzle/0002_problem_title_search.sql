-- The list's title search is `ilike '%word%'`, which only a trigram index can serve. pg_trgm ships
-- with PostgreSQL (contrib, a trusted extension) and is loaded into PGlite by db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "problems_title_trgm_idx" ON "problems" USING gin ("title" gin_trgm_ops);