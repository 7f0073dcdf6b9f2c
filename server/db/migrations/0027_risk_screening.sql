-- Re-screening. After a watchlist import brings a new file version, each organization's monitored
-- documents and the entities of its relationship graphs are matched again (server/watchlists/rescreen); a flag that is
-- new, or that ended, becomes one RISK_CHANGE notification ("Novo risco em …" / "Risco encerrado em …").

-- What the organization was last told about each hit of each entity: one row per (organization, entity, hit), so a
-- second run, or the same file imported twice, finds nothing changed. entity_id is the graph's id (built from the
-- document: the same in every analysis and for a monitored document), risk_id the hit's (`CEIS:318204`).
-- state: ACTIVE (holds), ENDED (past its end date, a PEP past the grace period), REMOVED (the list no longer carries
-- the record). evidence_fingerprint: server/relationships/risk-fingerprint.ts, as the analyst's decisions keep it.
CREATE TABLE risk_screenings (
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  entity_id text NOT NULL,
  risk_id text NOT NULL,
  state text NOT NULL CHECK (state IN ('ACTIVE', 'ENDED', 'REMOVED')),
  evidence_fingerprint text NOT NULL,
  -- The list the hit comes from (null: the demo world's flags, which no list can withdraw).
  list text,
  first_seen_at timestamptz NOT NULL,
  changed_at timestamptz NOT NULL,
  screened_at timestamptz NOT NULL,
  -- The hit as it was last seen (RiskEntry JSON): what a REMOVED notification says about it.
  risk jsonb NOT NULL,
  PRIMARY KEY (organization_id, entity_id, risk_id)
);
-- The re-screening reads an organization's rows by entity (the primary key's prefix), its monitored documents by
-- organization (monitored_documents' unique key), and the graphs of its finished analyses, newest first (this one).
CREATE INDEX relationship_analyses_done_idx ON relationship_analyses (organization_id, id DESC) WHERE status = 'DONE';

-- RISK_CHANGE notifications have no process: the process-centric columns become optional for them only, and `risk`
-- (the entity, the hit and the link target) is set exactly on them. Old notifications are untouched.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('NEW_PROCESS', 'CHANGE_MOVIMENT', 'RISK_CHANGE'));
ALTER TABLE notifications ALTER COLUMN process_number DROP NOT NULL;
ALTER TABLE notifications ALTER COLUMN court DROP NOT NULL;
ALTER TABLE notifications ADD COLUMN risk jsonb;
ALTER TABLE notifications ADD CONSTRAINT notifications_risk_shape_check CHECK (
  CASE WHEN type = 'RISK_CHANGE' THEN risk IS NOT NULL AND process_id IS NULL
       ELSE risk IS NULL AND process_number IS NOT NULL AND court IS NOT NULL END
);

-- The organization's switch beside notify_change_process and notify_new_process (default on).
ALTER TABLE organizations ADD COLUMN notify_risk_change boolean NOT NULL DEFAULT true;
