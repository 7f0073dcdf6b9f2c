-- Who an OAB registration belongs to, by name: the "Advogados e OAB" screen registers a number with the lawyer's
-- name (a member or not); lawyer_user_id stays the optional link to a member.
ALTER TABLE oab_registrations ADD COLUMN lawyer_name text NOT NULL DEFAULT '' CHECK (length(lawyer_name) <= 200);

-- A suspension an organization's admin adds holds for that organization's deadline starts only; a null organization
-- (an operator's, e.g. a national one) holds for every organization.
ALTER TABLE court_suspensions ADD COLUMN organization_id integer REFERENCES organizations (id) ON DELETE CASCADE;
