-- Issue 20: several API instances on one PostgreSQL. Each keeps short-lived caches of users, memberships and token
-- revocations (server/auth/auth-cache.ts); a change that must hold at once on every instance (a deactivated member,
-- a changed profile, a sign-out) bumps this counter in its own transaction, and every authenticated request on a
-- shared database reads it first: a new value empties that instance's caches.
CREATE TABLE auth_epoch (
  id smallint PRIMARY KEY CHECK (id = 1),
  value bigint NOT NULL
);
INSERT INTO auth_epoch (id, value) VALUES (1, 0);
