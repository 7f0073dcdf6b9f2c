-- Issue 14 (item 3): the party search used ILIKE on the raw name, so "Fabio" missed "Fábio" while the activity
-- search was accent-blind. One fold for every text search: accents and case removed, and the characters that the
-- product strips from part names (docs/product.md#party-names) removed too, so what is shown ("Banco Santander Brasil SA") is what
-- can be typed. translate() rather than the unaccent extension: it is IMMUTABLE (usable in a generated column and
-- an index), needs no extension, and folds the same on PGlite and on any PostgreSQL, whatever its locale. Upper
-- case is translated as well because lower() under the C locale leaves non-ASCII capitals alone.
CREATE FUNCTION search_fold(raw text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(lower(translate(raw,
    'ÁÀÂÃÄÅĀĂĄÇĆČĎĐÉÈÊËĒĖĘĚÍÌÎÏĨĪĮİÑŃŇÓÒÔÕÖØŌŐŔŘŚŠŞŤŢÚÙÛÜŨŪŮŰŲÝŸŹŻŽáàâãäåāăąçćčďđéèêëēėęěíìîïĩīįñńňóòôõöøōőŕřśšşťţúùûüũūůűųýÿźżž',
    'aaaaaaaaacccddeeeeeeeeiiiiiiiinnnoooooooorrsssttuuuuuuuuuyyzzzaaaaaaaaacccddeeeeeeeeiiiiiiinnnoooooooorrsssttuuuuuuuuuyyzzz')),
    '[^[:alnum:][:space:]]+', '', 'g'), '[[:space:]]+', ' ', 'g'))
$$;

-- Stored, so a search folds only its own text; kept by PostgreSQL on every insert and update of the name.
ALTER TABLE process_parties ADD COLUMN name_key text GENERATED ALWAYS AS (search_fold(name)) STORED;

-- The trigram index moves from the raw name (no longer searched) to the folded one; without pg_trgm the search
-- still works, only without the index.
DROP INDEX IF EXISTS process_parties_name_trgm_idx;
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX process_parties_name_key_trgm_idx ON process_parties USING gin (name_key gin_trgm_ops);
  END IF;
END $$;

-- The new column has no statistics until the next autovacuum (never, on PGlite): without them the planner guessed
-- the selectivity of a name and a search took twice as long on 100,000 processes.
ANALYZE process_parties;
