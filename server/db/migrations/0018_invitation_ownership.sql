-- Issue 28: who may re-issue a person's credentials, and what another organization's admin may see of a person who
-- already existed when they added them.
-- The organization whose invitation created the identity: only it may issue a new temporary password, and only while
-- the person belongs to no other organization.
ALTER TABLE users ADD COLUMN invited_by_organization_id integer REFERENCES organizations (id) ON DELETE SET NULL;
UPDATE users u SET invited_by_organization_id = (
  SELECT m.organization_id FROM memberships m WHERE m.user_id = u.id ORDER BY m.created_at, m.organization_id LIMIT 1
) WHERE u.invite_pending;
-- A person added by an organization after they existed elsewhere: the name this organization typed (the person's
-- own row keeps the name the inviting organization gave), and the moment from which their sign-ins are its business.
ALTER TABLE memberships ADD COLUMN display_name text;
ALTER TABLE memberships ADD COLUMN joined_existing_at timestamptz;
