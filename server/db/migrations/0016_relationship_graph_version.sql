-- Issue 21 (API under load): the graph of a finished analysis is read far more often than it changes (only an
-- expansion changes it), and the 2,000-entity group's answer took ~75 ms to build (two 2,000-row reads of jsonb, the
-- view, 1.7 MB of JSON). Every write of its rows bumps this counter in the same transaction, so an API instance may
-- keep the serialized graph of (analysis, version) and serve it again while the counter stays the same.
ALTER TABLE relationship_analyses ADD COLUMN graph_version integer NOT NULL DEFAULT 0;
