-- Issue 28: each audit event's position in its organization's chain (1, 2, 3… with no gap), so an export names its
-- rows and a reader sees where rows are missing (a filtered export, or a pruned past). The chain was already per
-- organization (prev_hash is the organization's previous row), so no hash changes: seq is not hashed; the prev_hash
-- links are what fix the order. Existing rows are numbered in id order; the append-only trigger is switched off for
-- that one backfill, inside this migration's transaction.
ALTER TABLE audit_events ADD COLUMN seq bigint;
ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only;
UPDATE audit_events e SET seq = n.seq
FROM (SELECT id, row_number() OVER (PARTITION BY organization_id ORDER BY id) AS seq FROM audit_events) n
WHERE e.id = n.id;
ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only;
ALTER TABLE audit_events ALTER COLUMN seq SET NOT NULL;
CREATE UNIQUE INDEX audit_events_organization_seq_idx ON audit_events (organization_id, seq);
