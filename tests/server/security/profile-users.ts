import type { Profile } from '../../../src/contract/organization.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { VICTIM_ORG } from './victim-ids.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';

export const ALL_PROFILES: readonly Profile[] = ['BASIC', 'LAWYER', 'ADMIN', 'SUPER_ADMIN'];

/** Demo users of organization VICTIM_ORG (DEMO_ORGS.moraes) by profile; the demo has no SUPER_ADMIN there, so one is added. */
export const PROFILE_USERS: Readonly<Record<Profile, string>> = {
  BASIC: DEMO_USERS.basico.email,
  LAWYER: DEMO_USERS.advogada.email,
  ADMIN: DEMO_USERS.admin.email,
  SUPER_ADMIN: 'superadmin.sweep@exemplo.test',
};

/** Signs the extra SUPER_ADMIN in once (creating the user row) and makes it a member of organization VICTIM_ORG. */
export async function addSuperAdmin(ctx: TestContext): Promise<void> {
  const email = PROFILE_USERS.SUPER_ADMIN;
  await ctx.get('/v1/user', { as: email });
  await ctx.db.query(
    `INSERT INTO memberships (user_id, organization_id, profile) SELECT id, $2, 'SUPER_ADMIN' FROM users WHERE email = $1
     ON CONFLICT (user_id, organization_id) DO UPDATE SET profile = 'SUPER_ADMIN', active = true`,
    [email, VICTIM_ORG],
  );
  const { rows } = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1',
    [email],
  );
  if (rows[0]?.n !== 1) throw new Error(`could not make ${email} a SUPER_ADMIN of ${VICTIM_ORG}`);
}
