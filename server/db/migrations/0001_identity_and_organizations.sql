-- Users, organizations, memberships, holders, plans, terms and notifications: the foundation issue.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-case: the identity service treats e-mails case-insensitively.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  picture text,
  can_reset_password boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organizations (
  id integer PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('MASTER', 'LAW_FIRM', 'COMPANY')),
  notify_change_process boolean NOT NULL DEFAULT true,
  notify_new_process boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  profile text NOT NULL CHECK (profile IN ('BASIC', 'ADMIN', 'SUPER_ADMIN', 'LAWYER')),
  roles text[] NOT NULL DEFAULT '{}',
  old_admin boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, organization_id)
);
CREATE INDEX memberships_organization_idx ON memberships (organization_id);

CREATE TABLE holders (
  id integer PRIMARY KEY,
  name text NOT NULL,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE
);
CREATE INDEX holders_organization_idx ON holders (organization_id);

CREATE TABLE plans (
  id integer PRIMARY KEY,
  holder_id integer NOT NULL REFERENCES holders (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  type_plan text NOT NULL CHECK (type_plan IN ('Consulta', 'Monitoria')),
  limit_end integer NOT NULL CHECK (limit_end >= 0),
  consume integer NOT NULL DEFAULT 0 CHECK (consume >= 0),
  is_visible boolean NOT NULL DEFAULT true
);
CREATE INDEX plans_holder_organization_idx ON plans (holder_id, organization_id);

CREATE TABLE terms_acceptances (
  email text NOT NULL CHECK (email = lower(email)),
  type text NOT NULL CHECK (type IN ('PRIVACY_POLICY')),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, type)
);
