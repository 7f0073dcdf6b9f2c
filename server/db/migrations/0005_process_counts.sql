-- Issue 6 (API under load): the process list answered every page with count(*) over the organization (70,000
-- index entries, ≥ 30 ms on PGlite). The totals are kept here instead, per combination of the list's
-- low-cardinality filters (status, secrecy, UF, court, class): an unfiltered total sums the organization's few
-- hundred rows, and any mix of those filters sums a subset. Searches by number or party still count their rows.
-- The unfiltered total, the one every first page asks for, is one row of process_totals.

CREATE TABLE process_counts (
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  archived boolean NOT NULL,
  is_secret boolean NOT NULL,
  -- '' stands for a process without UF, so the key needs no nullable column.
  state text NOT NULL,
  court_code text NOT NULL,
  type text NOT NULL,
  total integer NOT NULL,
  PRIMARY KEY (organization_id, archived, is_secret, state, court_code, type)
);

CREATE TABLE process_totals (
  organization_id integer PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  total integer NOT NULL
);

-- Statement-level triggers with transition tables: a bulk insert of thousands of processes costs one grouped
-- upsert, not one per row. They run in the writer's transaction, so a total is never ahead of or behind its rows.
CREATE FUNCTION process_counts_add(delta integer, changed_organization integer, changed_archived boolean, changed_secret boolean,
  changed_state text, changed_court text, changed_type text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO process_counts AS c (organization_id, archived, is_secret, state, court_code, type, total)
  VALUES (changed_organization, changed_archived, changed_secret, coalesce(changed_state, ''), changed_court, changed_type, delta)
  ON CONFLICT (organization_id, archived, is_secret, state, court_code, type) DO UPDATE SET total = c.total + excluded.total
$$;

CREATE FUNCTION process_totals_add(delta integer, changed_organization integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO process_totals AS t (organization_id, total) VALUES (changed_organization, delta)
  ON CONFLICT (organization_id) DO UPDATE SET total = t.total + excluded.total
$$;

CREATE FUNCTION process_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM process_counts_add(n::integer, organization_id, archived, is_secret, state, court_code, type)
  FROM (SELECT organization_id, archived, is_secret, state, court_code, type, count(*) AS n
        FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6) g;
  PERFORM process_totals_add(n::integer, organization_id)
  FROM (SELECT organization_id, count(*) AS n FROM new_rows GROUP BY 1 ORDER BY 1) g;
  RETURN NULL;
END $$;

CREATE FUNCTION process_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An organization's own deletion cascades here after its counts are gone: then there is nothing to update.
  UPDATE process_counts c SET total = c.total - g.n
  FROM (SELECT organization_id, archived, is_secret, coalesce(state, '') AS state, court_code, type, count(*)::integer AS n
        FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6) g
  WHERE c.organization_id = g.organization_id AND c.archived = g.archived AND c.is_secret = g.is_secret
    AND c.state = g.state AND c.court_code = g.court_code AND c.type = g.type;
  UPDATE process_totals t SET total = t.total - g.n
  FROM (SELECT organization_id, count(*)::integer AS n FROM old_rows GROUP BY 1) g
  WHERE t.organization_id = g.organization_id;
  RETURN NULL;
END $$;

CREATE FUNCTION process_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose key changed move between counts (archiving, a move to another organization, …).
  PERFORM process_counts_add(n::integer, organization_id, archived, is_secret, state, court_code, type)
  FROM (SELECT organization_id, archived, is_secret, state, court_code, type, sum(delta) AS n
        FROM (SELECT o.organization_id, o.archived, o.is_secret, o.state, o.court_code, o.type, -1 AS delta
              FROM old_rows o JOIN new_rows n USING (id)
              WHERE (o.organization_id, o.archived, o.is_secret, coalesce(o.state, ''), o.court_code, o.type)
                IS DISTINCT FROM (n.organization_id, n.archived, n.is_secret, coalesce(n.state, ''), n.court_code, n.type)
              UNION ALL
              SELECT n.organization_id, n.archived, n.is_secret, n.state, n.court_code, n.type, 1
              FROM old_rows o JOIN new_rows n USING (id)
              WHERE (o.organization_id, o.archived, o.is_secret, coalesce(o.state, ''), o.court_code, o.type)
                IS DISTINCT FROM (n.organization_id, n.archived, n.is_secret, coalesce(n.state, ''), n.court_code, n.type)) d
        GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6) g;
  PERFORM process_totals_add(n::integer, organization_id)
  FROM (SELECT organization_id, sum(delta) AS n
        FROM (SELECT o.organization_id, -1 AS delta FROM old_rows o JOIN new_rows n USING (id) WHERE o.organization_id <> n.organization_id
              UNION ALL
              SELECT n.organization_id, 1 FROM old_rows o JOIN new_rows n USING (id) WHERE o.organization_id <> n.organization_id) d
        GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1) g;
  RETURN NULL;
END $$;

CREATE TRIGGER processes_count_insert AFTER INSERT ON processes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_counts_on_insert();
CREATE TRIGGER processes_count_delete AFTER DELETE ON processes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION process_counts_on_delete();
CREATE TRIGGER processes_count_update AFTER UPDATE ON processes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_counts_on_update();

-- The processes already there.
INSERT INTO process_counts (organization_id, archived, is_secret, state, court_code, type, total)
SELECT organization_id, archived, is_secret, coalesce(state, ''), court_code, type, count(*)
FROM processes GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO process_totals (organization_id, total)
SELECT organization_id, count(*) FROM processes GROUP BY 1;
