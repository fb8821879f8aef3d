-- Full-text search ordered by date from one index (decision 060): RUM keeps each word's listings with their
-- created_at, so a search's newest matches come out in order instead of being collected and sorted. Created only
-- where the extension is available (Debian: postgresql-15-rum) and the migrating role may create it; elsewhere
-- (PGlite, a server without the package) the search keeps to the GIN index, and the app asks which it has.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS rum;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'rum is available but this role may not create it; search keeps to the GIN index';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    CREATE INDEX IF NOT EXISTS offers_search_rum_idx ON offers
      USING rum (search_vector rum_tsvector_addon_ops, created_at)
      WITH (attach = 'created_at', to = 'search_vector', order_by_attach = TRUE)
      WHERE status = 'active';
  END IF;
END
$$;
