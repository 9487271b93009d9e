-- Hand-written: trigram indexes serve the in-mail search's ILIKE '%word%' (E1), on PostgreSQL
-- (contrib) and on PGlite (given the extension at start, see pgliteExtensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
