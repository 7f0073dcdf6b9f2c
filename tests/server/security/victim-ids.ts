import type { Db } from '../../../server/db/db.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';

/** The organization whose data the sweep attacks, and its holder (demo-users.ts). */
export const VICTIM_ORG = DEMO_ORGS.moraes;
export const VICTIM_HOLDER = DEMO_HOLDERS.moraes;

const first = async (db: Db, sql: string, params: unknown[] = [VICTIM_ORG]): Promise<number | string | undefined> => {
  const { rows } = await db.query<{ v: number | string }>(sql, params);
  return rows[0]?.v;
};

/**
 * Real ids of the victim organization, by the parameter or property names the schemas use. Read from the
 * database so a cross-organization request names something that exists (a 404 would prove nothing).
 */
export async function victimIds(db: Db): Promise<Record<string, unknown>> {
  const queries: Record<string, string> = {
    // One process with movements, and a movement of that process (routes check that they belong together).
    processId:
      'SELECT p.id::int AS v FROM processes p JOIN movements m ON m.process_id = p.id WHERE p.organization_id = $1 ORDER BY p.id LIMIT 1',
    movementId:
      'SELECT m.id::int AS v FROM movements m WHERE m.process_id = (SELECT p.id FROM processes p JOIN movements m2 ON m2.process_id = p.id WHERE p.organization_id = $1 ORDER BY p.id LIMIT 1) ORDER BY m.id LIMIT 1',
    notificationId: 'SELECT id::int AS v FROM notifications WHERE organization_id = $1 ORDER BY id LIMIT 1',
    // An analysis with its own item and plan, so analysis routes meet a consistent triple.
    consumeUniqueId:
      'SELECT consume_unique_id::int AS v FROM analyses WHERE organization_id = $1 AND holder_id = 1 ORDER BY id LIMIT 1',
    analysisId: 'SELECT id::int AS v FROM analyses WHERE organization_id = $1 AND holder_id = 1 ORDER BY id LIMIT 1',
    planId: 'SELECT plan_id AS v FROM analyses WHERE organization_id = $1 AND holder_id = 1 ORDER BY id LIMIT 1',
    groupId: 'SELECT id::int AS v FROM checklist_groups WHERE organization_id = $1 ORDER BY id LIMIT 1',
    fieldId:
      "SELECT id::int AS v FROM custom_fields WHERE organization_id = $1 ORDER BY (type = 'SELECT') DESC, id LIMIT 1",
    fileId: 'SELECT id::int AS v FROM process_files WHERE organization_id = $1 ORDER BY id LIMIT 1',
    // A member who is none of the profile sweep's callers (profile-users.ts): a SUPER_ADMIN probe deactivating or
    // demoting one of them would turn that caller's later allowed calls into 403s.
    userId: `SELECT u.id::text AS v FROM users u JOIN memberships m ON m.user_id = u.id WHERE m.organization_id = $1
             AND u.email NOT IN ('${DEMO_USERS.admin.email}', '${DEMO_USERS.advogada.email}', '${DEMO_USERS.basico.email}', 'superadmin.sweep@exemplo.test')
             ORDER BY u.email LIMIT 1`,
    questionId:
      'SELECT q.id::int AS v FROM checklist_questions q JOIN checklist_groups g ON g.id = q.group_id WHERE g.organization_id = $1 ORDER BY q.id LIMIT 1',
    relationshipAnalysisId:
      'SELECT id::int AS v FROM relationship_analyses WHERE organization_id = $1 AND holder_id = 1 ORDER BY id LIMIT 1',
    entityId:
      'SELECT root_id AS v FROM relationship_analyses WHERE organization_id = $1 AND holder_id = 1 ORDER BY id LIMIT 1',
    documentNumber:
      'SELECT document_number AS v FROM consume_unique_items WHERE organization_id = $1 ORDER BY id LIMIT 1',
    // Issue 18: a ready generated report and a bill of the victim's holder.
    reportId:
      "SELECT id AS v FROM generated_reports WHERE organization_id = $1 AND status = 'READY' ORDER BY id LIMIT 1",
    billId: 'SELECT id AS v FROM bills WHERE organization_id = $1 AND holder_id = 1 ORDER BY id LIMIT 1',
    // Issue 19: a device of a victim member, when the sweep made one (addVictimPushDevice; the demo has none).
    subscriptionId: 'SELECT id AS v FROM push_subscriptions WHERE organization_id = $1 ORDER BY id LIMIT 1',
    // An OAB registration of the victim (the demo seeds two).
    registrationId: 'SELECT id::int AS v FROM oab_registrations WHERE organization_id = $1 ORDER BY id LIMIT 1',
    // Issue 34: a TCU certificate the victim keeps, when the sweep made one (addVictimTcuCertificate; the demo has none).
    tcuCertificateId: 'SELECT id::int AS v FROM tcu_certificates WHERE organization_id = $1 ORDER BY id LIMIT 1',
  };
  const ids: Record<string, unknown> = {
    orgId: VICTIM_ORG,
    organizationId: VICTIM_ORG,
    holderId: VICTIM_HOLDER,
    email: DEMO_USERS.admin.email,
  };
  for (const [name, sql] of Object.entries(queries)) {
    const value = await first(db, sql);
    if (value !== undefined) ids[name] = value;
  }
  ids.movimentId = ids.movementId ?? 1;
  ids.customFieldId = ids.fieldId ?? 1;
  // A document of the victim's activity list, where a route names one (path term, explain's terms).
  ids.term = ids.documentNumber;
  ids.terms = [ids.documentNumber];
  return ids;
}

/**
 * A push device of the victim's admin, for sweeps whose callers never act inside the victim organization (a member
 * there could send it a test push, which would leave the machine). Its endpoint is a real push service's form.
 */
export async function addVictimPushDevice(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, organization_id, endpoint, p256dh, auth, label)
     SELECT id, $1, 'https://fcm.googleapis.com/fcm/send/sweep-victim-device', $2, $3, 'Aparelho da vítima' FROM users WHERE email = '${DEMO_USERS.admin.email}'`,
    [VICTIM_ORG, `BA${'A'.repeat(85)}`, 'AAAAAAAAAAAAAAAAAAAAAA'],
  );
}

/**
 * A TCU certificate (with its PDF) the victim asked for on its first relationship analysis's root company, for sweeps
 * that must name a real one (the demo seeds none, and asking for it through the API would be a victim's action).
 */
export async function addVictimTcuCertificate(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO tcu_certificates (organization_id, analysis_id, cnpj, company_name, source, issued_at, control_code,
       fetched_at, registries, pdf_sha256, pdf_size)
     SELECT $1, a.id, substr(a.root_id, 2), 'Empresa da vítima', 'DEMO', now(), 'DEMOSWEEP', now(), '[]', $2, 9
     FROM relationship_analyses a WHERE a.organization_id = $1 AND a.holder_id = $3 ORDER BY a.id LIMIT 1
     RETURNING id`,
    [VICTIM_ORG, 'a'.repeat(64), VICTIM_HOLDER],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the victim has no relationship analysis');
  await db.query('INSERT INTO tcu_certificate_pdfs (certificate_id, organization_id, content) VALUES ($1, $2, $3)', [
    id,
    VICTIM_ORG,
    Buffer.from('%PDF-1.4\n'),
  ]);
}

/** Members of other organizations, with the organization and holder each may legitimately name. */
export const CROSS_ORG_ATTACKERS = [
  { email: DEMO_USERS.restrito.email, own: { orgId: DEMO_ORGS.ribeiro, organizationId: DEMO_ORGS.ribeiro } },
  {
    email: DEMO_USERS.master.email,
    own: { orgId: DEMO_ORGS.atlantico, organizationId: DEMO_ORGS.atlantico, holderId: DEMO_HOLDERS.atlantico },
  },
  {
    email: DEMO_USERS.master.email,
    own: { orgId: DEMO_ORGS.master, organizationId: DEMO_ORGS.master, holderId: DEMO_HOLDERS.master },
  },
] as const;
