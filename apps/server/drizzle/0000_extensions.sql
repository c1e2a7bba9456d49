-- Trigram indexes for case-insensitive substring search (trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
