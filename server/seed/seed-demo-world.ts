import type { Profile } from '../../src/contract/organization.ts';
import type { BalancePlanType } from '../../src/contract/plans.ts';
import { DEMO_ORGANIZATIONS, DEMO_ORGS, DEMO_USERS } from '../demo/demo-users.ts';
import type { Db } from '../db/db.ts';
import { SEED_COURTS } from './courts.ts';
import { SEED_REFERENCE_DATE } from './generate-processes.ts';
import { createRng, rngUuid } from './prng.ts';

const DAY = 86_400_000;

/** What each profile may do; free-form strings the client shows and later issues check. */
const ROLES_BY_PROFILE: Record<Profile, string[]> = {
  SUPER_ADMIN: ['CONSULTA', 'MONITORIA', 'ANALISE_RISCO', 'PROCESSOS', 'RELATORIOS', 'FATURAMENTO', 'USUARIOS'],
  ADMIN: ['CONSULTA', 'MONITORIA', 'ANALISE_RISCO', 'PROCESSOS', 'RELATORIOS', 'FATURAMENTO', 'USUARIOS'],
  BASIC: ['CONSULTA', 'MONITORIA', 'ANALISE_RISCO', 'PROCESSOS'],
  LAWYER: ['PROCESSOS', 'MOVIMENTACOES'],
};

/**
 * Balances per organization: 590 near the end of Monitoria (85 of 100) so the alert shows,
 * 371 with an exhausted Consulta, 100 comfortable with a hidden Monitoria.
 */
export const SEED_PLANS: readonly {
  id: number;
  organizationId: number;
  typePlan: BalancePlanType;
  limitEnd: number;
  consume: number;
  isVisible: boolean;
}[] = [
  { id: 1, organizationId: DEMO_ORGS.moraes, typePlan: 'Consulta', limitEnd: 500, consume: 137, isVisible: true },
  { id: 2, organizationId: DEMO_ORGS.moraes, typePlan: 'Monitoria', limitEnd: 100, consume: 85, isVisible: true },
  { id: 3, organizationId: DEMO_ORGS.atlantico, typePlan: 'Consulta', limitEnd: 200, consume: 200, isVisible: true },
  { id: 4, organizationId: DEMO_ORGS.atlantico, typePlan: 'Monitoria', limitEnd: 50, consume: 12, isVisible: true },
  { id: 5, organizationId: DEMO_ORGS.master, typePlan: 'Consulta', limitEnd: 1000, consume: 40, isVisible: true },
  { id: 6, organizationId: DEMO_ORGS.master, typePlan: 'Monitoria', limitEnd: 0, consume: 0, isVisible: false },
  // Analysis plans: consume covers the analyses seed-monitored-documents.ts creates (SEEDED_ANALYSES) and
  // the relationship analysis seed-relationships.ts pays with a premium unit; 371's basic analyses are exhausted,
  // to show the refusal. A consume below the ledger would make the balance disagree with the bill.
  { id: 7, organizationId: DEMO_ORGS.moraes, typePlan: 'AnaliseBasica', limitEnd: 30, consume: 4, isVisible: true },
  { id: 8, organizationId: DEMO_ORGS.moraes, typePlan: 'AnalisePremium', limitEnd: 10, consume: 3, isVisible: true },
  { id: 9, organizationId: DEMO_ORGS.atlantico, typePlan: 'AnaliseBasica', limitEnd: 5, consume: 5, isVisible: true },
  { id: 10, organizationId: DEMO_ORGS.atlantico, typePlan: 'AnalisePremium', limitEnd: 5, consume: 2, isVisible: true },
  { id: 11, organizationId: DEMO_ORGS.master, typePlan: 'AnaliseBasica', limitEnd: 50, consume: 0, isVisible: true },
  { id: 12, organizationId: DEMO_ORGS.master, typePlan: 'AnalisePremium', limitEnd: 20, consume: 0, isVisible: true },
];

async function insertCourts(db: Db): Promise<void> {
  const rows = SEED_COURTS.map(({ code, name, acronym, state, region }) => ({ code, name, acronym, state, region }));
  await db.query(
    `INSERT INTO courts (code, name, acronym, state, region)
     SELECT code, name, acronym, state, region FROM json_to_recordset($1::json)
       AS x(code text, name text, acronym text, state text, region text)`,
    [JSON.stringify(rows)],
  );
}

/** Organizations, users, memberships, holders and plans exactly as server/demo/demo-users.ts describes them. */
export async function seedDemoWorld(db: Db): Promise<void> {
  await insertCourts(db);
  for (const org of DEMO_ORGANIZATIONS) {
    await db.query('INSERT INTO organizations (id, name, type) VALUES ($1, $2, $3)', [org.id, org.name, org.type]);
    if (org.holder) {
      await db.query('INSERT INTO holders (id, name, organization_id) VALUES ($1, $2, $3)', [
        org.holder.id,
        org.holder.name,
        org.id,
      ]);
    }
  }
  const rng = createRng(0x5eed_0001);
  // Who added each member (the list's "criado por"): the organization's first admin in DEMO_USERS, when there is one.
  const addedBy = new Map<number, string>();
  for (const user of DEMO_USERS) {
    const id = rngUuid(rng);
    // Temporary-password users are pending invitations; only the expired demo invite has an issue date (long past).
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name, can_reset_password, invite_pending, invite_issued_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        user.email.toLowerCase(),
        user.firstName,
        user.lastName,
        user.canResetPassword,
        user.temporaryPassword === true,
        user.expiredInvite ? new Date(SEED_REFERENCE_DATE - 30 * DAY).toISOString() : null,
      ],
    );
    for (const membership of user.memberships) {
      await db.query(
        'INSERT INTO memberships (user_id, organization_id, profile, roles, active, created_by) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          id,
          membership.organizationId,
          membership.profile,
          ROLES_BY_PROFILE[membership.profile],
          membership.active ?? true,
          addedBy.get(membership.organizationId) ?? null,
        ],
      );
      if (membership.profile === 'ADMIN' && !addedBy.has(membership.organizationId))
        addedBy.set(membership.organizationId, id);
    }
    // A pending invitation was made by the user's first organization: the one that may re-issue it.
    if (user.temporaryPassword)
      await db.query('UPDATE users SET invited_by_organization_id = $2 WHERE id = $1', [
        id,
        user.memberships[0]?.organizationId ?? null,
      ]);
  }
  await insertSeedPlans(db);
}

/**
 * What every local start restores, like the demo passwords (README "Demo logins"): the temporary-password users are
 * pending invitations again, the expired one expired again; and demo users added to DEMO_USERS after a database was
 * seeded get their rows and memberships.
 */
export async function restoreDemoInvitations(db: Db): Promise<void> {
  for (const user of DEMO_USERS) {
    const email = user.email.toLowerCase();
    await db.query(
      `INSERT INTO users (email, first_name, last_name, can_reset_password) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING`,
      [email, user.firstName, user.lastName, user.canResetPassword],
    );
    for (const membership of user.memberships) {
      await db.query(
        `INSERT INTO memberships (user_id, organization_id, profile, roles, active)
         SELECT id, $2, $3, $4, $5 FROM users WHERE email = $1 ON CONFLICT (user_id, organization_id) DO NOTHING`,
        [
          email,
          membership.organizationId,
          membership.profile,
          ROLES_BY_PROFILE[membership.profile],
          membership.active ?? true,
        ],
      );
    }
    if (user.temporaryPassword) {
      await db.query(
        'UPDATE users SET invite_pending = true, invite_issued_at = $2, invited_by_organization_id = $3 WHERE email = $1',
        [
          email,
          user.expiredInvite ? new Date(SEED_REFERENCE_DATE - 30 * DAY).toISOString() : null,
          user.memberships[0]?.organizationId ?? null,
        ],
      );
    }
  }
}

/** The demo plans; ON CONFLICT so that a database seeded before a plan existed gets the new ones on start. */
export async function insertSeedPlans(db: Db): Promise<void> {
  const holderOf = new Map(DEMO_ORGANIZATIONS.map((org) => [org.id, org.holder?.id ?? null]));
  for (const plan of SEED_PLANS) {
    const holderId = holderOf.get(plan.organizationId);
    if (!holderId) continue;
    await db.query(
      `INSERT INTO plans (id, holder_id, organization_id, type_plan, limit_end, consume, is_visible)
       SELECT $1, $2, $3, $4, $5, $6, $7 WHERE EXISTS (SELECT 1 FROM holders WHERE id = $2) ON CONFLICT (id) DO NOTHING`,
      [plan.id, holderId, plan.organizationId, plan.typePlan, plan.limitEnd, plan.consume, plan.isVisible],
    );
  }
}
