-- Issue 13: an ID token stays cryptographically valid until it expires (24 h locally), also after its owner signed
-- out. Sign-out records the token's hash here and the API refuses it until its expiry; rows past it are pruned.

CREATE TABLE revoked_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);
