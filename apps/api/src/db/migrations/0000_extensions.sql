-- Accent-insensitive Spanish search (DESIGN.md §1). On PGlite the extensions are
-- loaded when the database is opened; CREATE EXTENSION then registers them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'cimenta_es') THEN
    CREATE TEXT SEARCH CONFIGURATION cimenta_es (COPY = spanish);
    ALTER TEXT SEARCH CONFIGURATION cimenta_es
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  END IF;
END $$;--> statement-breakpoint
-- unaccent() is only STABLE; indexes need an IMMUTABLE wrapper with a fixed dictionary.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $func$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $func$;
