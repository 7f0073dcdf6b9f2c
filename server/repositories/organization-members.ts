import type { ListUserQuery, OrganizationUser } from '../../src/contract/organization-users.ts';
import type { Profile } from '../../src/contract/organization.ts';
import type { Db } from '../db/db.ts';
import { escapeLike, foldedContains, SqlParams, userName } from './sql-helpers.ts';

/** Organization users: memberships with their person, status and who added them. */

const STATUS_SQL = `CASE WHEN NOT m.active THEN 'INACTIVE' WHEN u.invite_pending THEN 'INVITED' ELSE 'ACTIVE' END`;
// A person who existed before this organization added them: the name it typed and only its own era's sign-ins, never
// what another organization gave them or saw of them.
const NAME_SQL = `coalesce(m.display_name, ${userName('u')})`;
const LAST_SIGN_IN_SQL =
  'CASE WHEN m.joined_existing_at IS NULL OR u.last_sign_in_at >= m.joined_existing_at THEN u.last_sign_in_at END';
const MEMBER_SELECT = `
  SELECT u.id, ${NAME_SQL} AS name, u.email, m.profile, m.profile AS "accessType", m.active, ${STATUS_SQL} AS status,
         ${LAST_SIGN_IN_SQL} AS "lastSignInAt", m.created_at AS "createdAt",
         CASE WHEN c.id IS NULL THEN NULL ELSE ${userName('c')} END AS "createdByName"
  FROM memberships m JOIN users u ON u.id = m.user_id LEFT JOIN users c ON c.id = m.created_by`;

type MemberRow = Omit<OrganizationUser, 'lastSignInAt' | 'createdAt'> & {
  lastSignInAt: Date | string | null;
  createdAt: Date | string;
};

const toIso = (value: Date | string): string => new Date(value).toISOString();
const toMember = (row: MemberRow): OrganizationUser => ({
  ...row,
  lastSignInAt: row.lastSignInAt === null ? null : toIso(row.lastSignInAt),
  createdAt: toIso(row.createdAt),
});

/** Every member, by name; `q` (name or e-mail, accent-blind) and `status` narrow it. */
export async function listMembers(
  db: Db,
  organizationId: number,
  filter: ListUserQuery = {},
): Promise<OrganizationUser[]> {
  const params = new SqlParams();
  const conditions = [`m.organization_id = ${params.add(organizationId)}`];
  if (filter.q?.trim()) {
    conditions.push(
      `(${foldedContains(NAME_SQL, params, filter.q)} OR u.email LIKE '%' || ${params.add(escapeLike(filter.q.trim().toLowerCase()))} || '%')`,
    );
  }
  if (filter.status) conditions.push(`${STATUS_SQL} = ${params.add(filter.status)}`);
  const { rows } = await db.query<MemberRow>(
    `${MEMBER_SELECT} WHERE ${conditions.join(' AND ')} ORDER BY name, u.email`,
    params.values,
  );
  return rows.map(toMember);
}

export async function findMember(db: Db, organizationId: number, userId: string): Promise<OrganizationUser | null> {
  const { rows } = await db.query<MemberRow>(`${MEMBER_SELECT} WHERE m.organization_id = $1 AND m.user_id = $2`, [
    organizationId,
    userId,
  ]);
  return rows[0] ? toMember(rows[0]) : null;
}

// Serialises the member changes of one organization, so two admins cannot both demote "the other last admin".
const MEMBERS_LOCK_KEY = 1_702_027;
export async function lockOrganizationMembers(tx: Db, organizationId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [MEMBERS_LOCK_KEY, organizationId]);
}

/**
 * Admins (ADMIN or SUPER_ADMIN) of the organization other than `userId` who can sign in: an active membership of a
 * person who accepted their invitation. An invitation nobody accepted is no administrator to fall back on.
 */
export async function countOtherActiveAdmins(db: Db, organizationId: number, userId: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.organization_id = $1 AND m.user_id <> $2 AND m.active AND m.profile IN ('ADMIN', 'SUPER_ADMIN') AND NOT u.invite_pending`,
    [organizationId, userId],
  );
  return rows[0]?.total ?? 0;
}

/**
 * The person with this e-mail, creating the row for a new identity (invite pending, temporary password issued now).
 * An existing row keeps its names and state; its subject is bound when it has none yet. `invitedBy` = the
 * organization whose invitation created the identity now (null when the identity already existed).
 */
export async function ensureInvitedUser(
  tx: Db,
  person: {
    email: string;
    subject: string | null;
    firstName: string;
    lastName: string;
    invited: boolean;
    invitedBy: number | null;
  },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO users (email, subject, first_name, last_name, invite_pending, invite_issued_at, invited_by_organization_id)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 THEN now() ELSE NULL END, $6)
     ON CONFLICT (email) DO UPDATE SET subject = coalesce(users.subject, EXCLUDED.subject),
       invite_pending = users.invite_pending OR EXCLUDED.invite_pending,
       invite_issued_at = coalesce(EXCLUDED.invite_issued_at, users.invite_issued_at),
       invited_by_organization_id = coalesce(EXCLUDED.invited_by_organization_id, users.invited_by_organization_id)
     RETURNING id`,
    [person.email, person.subject, person.firstName, person.lastName, person.invited, person.invitedBy],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('user row not written');
  return id;
}

/**
 * Adds the membership; false when the person is already a member (active or not). `existing` = the person existed
 * before (elsewhere): the membership keeps the name this organization typed and hides the sign-ins before now.
 */
export async function insertMembership(
  tx: Db,
  membership: {
    userId: string;
    organizationId: number;
    profile: Profile;
    createdBy: string;
    existing: { displayName: string } | null;
  },
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO memberships (user_id, organization_id, profile, created_by, display_name, joined_existing_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END)
     ON CONFLICT (user_id, organization_id) DO NOTHING RETURNING user_id`,
    [
      membership.userId,
      membership.organizationId,
      membership.profile,
      membership.createdBy,
      membership.existing?.displayName ?? null,
      membership.existing !== null,
    ],
  );
  return rows.length > 0;
}

/** The organizations, other than `organizationId`, where the person has a membership (active or not). */
export async function otherOrganizationsOf(db: Db, userId: string, organizationId: number): Promise<number[]> {
  const { rows } = await db.query<{ organization_id: number }>(
    'SELECT organization_id FROM memberships WHERE user_id = $1 AND organization_id <> $2 ORDER BY organization_id',
    [userId, organizationId],
  );
  return rows.map((row) => row.organization_id);
}

/** The organization whose invitation created the person's identity (null: unknown, or the identity predates it). */
export async function invitingOrganizationOf(db: Db, userId: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number | null }>(
    'SELECT invited_by_organization_id AS id FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.id ?? null;
}

export async function setMembershipActive(
  tx: Db,
  organizationId: number,
  userId: string,
  active: boolean,
): Promise<void> {
  await tx.query('UPDATE memberships SET active = $3, updated_at = now() WHERE organization_id = $1 AND user_id = $2', [
    organizationId,
    userId,
    active,
  ]);
}

export async function setMembershipProfile(
  tx: Db,
  organizationId: number,
  userId: string,
  profile: Profile,
): Promise<void> {
  await tx.query(
    'UPDATE memberships SET profile = $3, updated_at = now() WHERE organization_id = $1 AND user_id = $2',
    [organizationId, userId, profile],
  );
}

/** A fresh temporary password was issued ("Reenviar convite"): its validity starts again. */
export async function markInviteReissued(tx: Db, userId: string): Promise<void> {
  await tx.query('UPDATE users SET invite_issued_at = now() WHERE id = $1', [userId]);
}

/** When the pending invitation of this e-mail was issued, or null (no pending invitation). */
export async function findPendingInviteIssuedAt(db: Db, email: string): Promise<Date | null> {
  const { rows } = await db.query<{ issued: Date | string | null }>(
    'SELECT invite_issued_at AS issued FROM users WHERE email = $1 AND invite_pending',
    [email.trim().toLowerCase()],
  );
  const issued = rows[0]?.issued ?? null;
  return issued === null ? null : new Date(issued);
}

interface SignedInUser {
  id: string;
  email: string;
  name: string;
  organizationIds: number[];
  /** Organizations where an admin deactivated the person: the sign-in is recorded there as refused. */
  inactiveOrganizationIds: number[];
}

/**
 * A sign-in seen by the identity endpoint: the person's last sign-in, the end of a pending invitation, and the
 * organizations where the event is recorded (active memberships). Null for a person the API does not know.
 */
export async function recordSignInOnUser(tx: Db, subject: string, email: string): Promise<SignedInUser | null> {
  const { rows } = await tx.query<{ id: string; email: string; name: string }>(
    `UPDATE users u SET last_sign_in_at = now(), invite_pending = false
     WHERE u.subject = $1 OR (u.subject IS NULL AND u.email = $2)
     RETURNING u.id, u.email, ${userName('u')} AS name`,
    [subject, email.trim().toLowerCase()],
  );
  const user = rows[0];
  if (!user) return null;
  const { rows: orgs } = await tx.query<{ organization_id: number; active: boolean }>(
    'SELECT organization_id, active FROM memberships WHERE user_id = $1 ORDER BY organization_id',
    [user.id],
  );
  return {
    ...user,
    organizationIds: orgs.filter((row) => row.active).map((row) => row.organization_id),
    inactiveOrganizationIds: orgs.filter((row) => !row.active).map((row) => row.organization_id),
  };
}
