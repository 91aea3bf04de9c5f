-- Trigram matching for fuzzy lookups (product and user search); available in PGlite and PostgreSQL contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
