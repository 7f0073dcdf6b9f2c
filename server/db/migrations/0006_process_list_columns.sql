-- Issue 6 (API under load): every row of the process list gathered its parties (aggregate of an index scan) and
-- its last movement (index scan) in two lateral joins, ~3 of every 4 buffers a page touched. The list's own
-- columns are kept on the process row instead, so a page is one scan of the ordering index.
-- Kept by statement-level triggers on process_parties and movements, in the writer's transaction, so the list never
-- shows a party or a last movement that is not (or no longer) there. Migration 0005 does the same for the counts.

ALTER TABLE processes
  -- Names in party order (process_parties.id), as the detail lists them.
  ADD COLUMN authors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN defendants text[] NOT NULL DEFAULT '{}',
  -- The movement first in (date DESC, id DESC), the order of movements_process_date_idx; null without movements.
  ADD COLUMN last_movement_date timestamptz,
  ADD COLUMN last_movement_class text,
  ADD COLUMN last_movement_text text;

-- Recomputed from the rows, not adjusted by deltas: right for inserts, updates, deletions and moves between
-- processes alike. Rows whose values did not change are not written.
CREATE FUNCTION process_list_refresh_parties(changed bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE processes p SET authors = n.authors, defendants = n.defendants
  FROM (SELECT c.id,
          coalesce(array_agg(pp.name ORDER BY pp.id) FILTER (WHERE pp.side = 'AUTHOR'), '{}') AS authors,
          coalesce(array_agg(pp.name ORDER BY pp.id) FILTER (WHERE pp.side = 'DEFENDANT'), '{}') AS defendants
        FROM (SELECT DISTINCT unnest(changed) AS id) c LEFT JOIN process_parties pp ON pp.process_id = c.id
        GROUP BY c.id) n
  WHERE p.id = n.id AND (p.authors, p.defendants) IS DISTINCT FROM (n.authors, n.defendants)
$$;

CREATE FUNCTION process_list_refresh_last_movement(changed bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE processes p SET last_movement_date = lm.date, last_movement_class = lm.class, last_movement_text = lm.text
  FROM (SELECT DISTINCT unnest(changed) AS id) c
  LEFT JOIN LATERAL (SELECT m.date, m.class, m.text FROM movements m WHERE m.process_id = c.id
                     ORDER BY m.date DESC, m.id DESC LIMIT 1) lm ON true
  WHERE p.id = c.id
    AND (p.last_movement_date, p.last_movement_class, p.last_movement_text) IS DISTINCT FROM (lm.date, lm.class, lm.text)
$$;

-- One function per table; each event has its own trigger because transition tables allow only one event. A
-- process deleted with its rows (ON DELETE CASCADE) is gone by the time its refresh runs: nothing to update.
CREATE FUNCTION process_list_on_parties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM process_list_refresh_parties(array_agg(process_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM process_list_refresh_parties(array_agg(process_id)) FROM old_rows;
  ELSE
    PERFORM process_list_refresh_parties(array_agg(process_id))
    FROM (SELECT process_id FROM old_rows UNION SELECT process_id FROM new_rows) changed;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION process_list_on_movements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM process_list_refresh_last_movement(array_agg(process_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM process_list_refresh_last_movement(array_agg(process_id)) FROM old_rows;
  ELSE
    PERFORM process_list_refresh_last_movement(array_agg(process_id))
    FROM (SELECT process_id FROM old_rows UNION SELECT process_id FROM new_rows) changed;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER process_parties_list_insert AFTER INSERT ON process_parties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_list_on_parties();
CREATE TRIGGER process_parties_list_delete AFTER DELETE ON process_parties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION process_list_on_parties();
CREATE TRIGGER process_parties_list_update AFTER UPDATE ON process_parties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_list_on_parties();
CREATE TRIGGER movements_list_insert AFTER INSERT ON movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_list_on_movements();
CREATE TRIGGER movements_list_delete AFTER DELETE ON movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION process_list_on_movements();
CREATE TRIGGER movements_list_update AFTER UPDATE ON movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_list_on_movements();

-- The processes already there, in one pass over each table.
UPDATE processes p SET authors = x.authors, defendants = x.defendants,
  last_movement_date = x.date, last_movement_class = x.class, last_movement_text = x.text
FROM (SELECT coalesce(pa.process_id, lm.process_id) AS id, coalesce(pa.authors, '{}') AS authors,
        coalesce(pa.defendants, '{}') AS defendants, lm.date, lm.class, lm.text
      FROM (SELECT process_id,
              array_agg(name ORDER BY id) FILTER (WHERE side = 'AUTHOR') AS authors,
              array_agg(name ORDER BY id) FILTER (WHERE side = 'DEFENDANT') AS defendants
            FROM process_parties GROUP BY process_id) pa
      FULL JOIN (SELECT DISTINCT ON (process_id) process_id, date, class, text
                 FROM movements ORDER BY process_id, date DESC, id DESC) lm ON lm.process_id = pa.process_id) x
WHERE p.id = x.id;
