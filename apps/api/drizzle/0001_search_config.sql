-- French full-text search that ignores accents, identical on PGlite and PostgreSQL:
-- a copy of the french configuration whose words go through unaccent before the French stemmer,
-- and an immutable function that builds a product document for the generated column and its GIN index.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'teranga_fr') THEN
    CREATE TEXT SEARCH CONFIGURATION teranga_fr (COPY = french);
    ALTER TEXT SEARCH CONFIGURATION teranga_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION teranga_product_document(
  name text, subcategory text, brand text, tags text[], material text[], description text
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('teranga_fr', coalesce(name, '')), 'A')
    || setweight(to_tsvector('teranga_fr', coalesce(subcategory, '') || ' ' || coalesce(brand, '') || ' ' || array_to_string(tags, ' ')), 'B')
    || setweight(to_tsvector('teranga_fr', array_to_string(material, ' ') || ' ' || coalesce(description, '')), 'C')
$$;
