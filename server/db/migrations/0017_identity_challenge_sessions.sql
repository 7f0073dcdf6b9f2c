-- Issue 28: cognito-local answers NEW_PASSWORD_REQUIRED for any Session it is sent (it never checks one), so the
-- identity proxy hands out its own: a random secret, stored here by its hash, bound to the account it was issued
-- for, short-lived and taken (deleted) when answered. In the database, because with API_INSTANCES > 1 the answer
-- may reach another instance than the sign-in did. Rows past expires_at are pruned by the retention job.
CREATE TABLE identity_challenge_sessions (
  session_hash text PRIMARY KEY,
  -- The identity service's username (the sub in an e-mail pool): the account the answer may change.
  subject text NOT NULL,
  -- The name the sign-in used (the e-mail), which the answer must repeat.
  username text NOT NULL,
  user_pool_id text NOT NULL,
  challenge_name text NOT NULL,
  -- The emulator's own Session, handed back to it with the answer.
  upstream_session text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX identity_challenge_sessions_subject_idx ON identity_challenge_sessions (subject);
CREATE INDEX identity_challenge_sessions_expires_idx ON identity_challenge_sessions (expires_at);
