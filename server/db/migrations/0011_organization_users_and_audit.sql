-- Issue 17: organization users (invitations, last sign-in, who added whom) and the append-only audit trail.

-- The person: an invitation still pending (created by an admin, never signed in), when its temporary password was
-- issued (it expires after the pool's TemporaryPasswordValidityDays), and the last sign-in the API saw.
ALTER TABLE users ADD COLUMN invite_pending boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN invite_issued_at timestamptz;
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;

-- The membership: deactivation stays the existing `active` flag (per organization, never the person).
ALTER TABLE memberships ADD COLUMN created_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE memberships ADD COLUMN updated_at timestamptz;

-- One row per recorded operation (LGPD art. 37; Marco Civil art. 15 — access logs kept six months). No foreign
-- keys: deleting a user or an organization must not change the record. Document numbers are stored only masked
-- (target_document) and as a keyed hash for the filter (target_document_key). Each row carries the hash of the
-- previous row of its organization (prev_hash) and its own (hash): the chain is recomputed by checkAuditChain.
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL,
  occurred_at timestamptz NOT NULL,
  action text NOT NULL,
  actor_id uuid,
  actor_name text,
  actor_email text,
  target_label text,
  target_document text,
  target_document_key text,
  before jsonb,
  after jsonb,
  ip text,
  user_agent text,
  request_id text,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX audit_events_organization_idx ON audit_events (organization_id, id DESC);
CREATE INDEX audit_events_document_idx ON audit_events (organization_id, target_document_key) WHERE target_document_key IS NOT NULL;
CREATE INDEX audit_events_occurred_idx ON audit_events (occurred_at);

-- Append-only in the database itself: no UPDATE ever; DELETE only of rows past the retention window (186 days,
-- AUDIT_RETENTION_DAYS in src/contract/constants/organization-users.ts), which the retention timer prunes.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit_events is append-only';
  END IF;
  IF OLD.occurred_at > now() - interval '186 days' THEN
    RAISE EXCEPTION 'audit_events rows are kept at least 186 days';
  END IF;
  RETURN OLD;
END;
$$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();

-- The key of target_document_key: random per database, so a masked CPF cannot be completed by hashing candidates.
INSERT INTO server_secrets (name, value)
VALUES ('audit-document-key', md5(random()::text || clock_timestamp()::text) || md5(gen_random_uuid()::text))
ON CONFLICT (name) DO NOTHING;
