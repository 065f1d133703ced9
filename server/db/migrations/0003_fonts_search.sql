-- Keyword search of font families: trigram index on the lower-cased names, tags and description.
-- pg_trgm ships with PGlite (loaded by server/db/client.ts) and with Debian's PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "font_families_search_trgm_idx" ON "font_families" USING gin ("search_text" gin_trgm_ops);
