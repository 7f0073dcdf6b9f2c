-- Issue 13: users are bound to the identity's immutable subject (the ID token's `sub`), never to its e-mail, which
-- the owner of an account can change. Null = not linked yet: the row is linked when the demo identities are
-- provisioned, or at its first sign-in with a verified e-mail; once linked it is found only by its subject.

ALTER TABLE users ADD COLUMN subject text UNIQUE CHECK (subject <> '');
