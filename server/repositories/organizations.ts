import type { OrganizationType, Profile } from '../../src/contract/organization.ts';
import type { Db } from '../db/db.ts';

export interface MembershipRow {
  organization_id: number;
  name: string;
  type: OrganizationType;
  profile: Profile;
  roles: string[];
  old_admin: boolean;
  notify_change_process: boolean;
  notify_new_process: boolean;
  notify_risk_change: boolean;
}

const MEMBERSHIP_SELECT = `
  SELECT o.id AS organization_id, o.name, o.type, m.profile, m.roles, m.old_admin,
         o.notify_change_process, o.notify_new_process, o.notify_risk_change
  FROM memberships m JOIN organizations o ON o.id = m.organization_id
  WHERE m.user_id = $1 AND m.active`;

/** The caller's active memberships, alphabetically by organization name (the first one is the default). */
export async function listMemberships(db: Db, userId: string): Promise<MembershipRow[]> {
  const { rows } = await db.query<MembershipRow>(`${MEMBERSHIP_SELECT} ORDER BY o.name, o.id`, [userId]);
  return rows;
}

export async function findMembership(db: Db, userId: string, organizationId: number): Promise<MembershipRow | null> {
  const { rows } = await db.query<MembershipRow>(`${MEMBERSHIP_SELECT} AND m.organization_id = $2`, [
    userId,
    organizationId,
  ]);
  return rows[0] ?? null;
}

/** Whether the person has a membership in the organization that an admin deactivated (for the 403's reason). */
export async function isMembershipInactive(db: Db, userId: string, organizationId: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM memberships WHERE user_id = $1 AND organization_id = $2 AND NOT active',
    [userId, organizationId],
  );
  return rows.length > 0;
}

export interface HolderRow {
  id: number;
  name: string;
  organization_id: number;
}

export async function listHolders(db: Db, organizationId: number): Promise<HolderRow[]> {
  const { rows } = await db.query<HolderRow>(
    'SELECT id, name, organization_id FROM holders WHERE organization_id = $1 ORDER BY id',
    [organizationId],
  );
  return rows;
}

export async function findHolder(db: Db, holderId: number): Promise<HolderRow | null> {
  const { rows } = await db.query<HolderRow>('SELECT id, name, organization_id FROM holders WHERE id = $1', [holderId]);
  return rows[0] ?? null;
}

/** The organization's name, or null when there is no such organization. */
export async function findOrganizationName(db: Db, organizationId: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [organizationId]);
  return rows[0]?.name ?? null;
}
