import { completeCnpj, completeCpf, maskDocumentNumber } from '../../src/contract/brazil-document.ts';
import type { AuditAction } from '../../src/contract/constants/organization-users.ts';
import type { Db } from '../db/db.ts';
import { DEMO_ORGS, DEMO_USERS } from '../demo/demo-users.ts';
import { insertAuditEvent, type AuditSnapshot } from '../repositories/audit-events.ts';
import { SEED_REFERENCE_DATE } from './generate-processes.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile Safari/604.1';

interface Step {
  daysBefore: number;
  hour: number;
  actor: string;
  action: AuditAction;
  target?: string;
  document?: string;
  before?: AuditSnapshot;
  after?: AuditSnapshot;
  phone?: boolean;
}

const CPF = completeCpf('390533447');
const CNPJ = completeCnpj('112223330001');

/** Moraes & Associados' history: the team being put together, then a month of work (newest ≈ the reference date). */
const STEPS: readonly Step[] = [
  {
    daysBefore: 40,
    hour: 9,
    actor: 'admin@exemplo.test',
    action: 'USER_ADDED',
    target: 'basico@exemplo.test',
    after: { accessType: 'BASIC', status: 'INVITED', identityCreated: true },
  },
  {
    daysBefore: 40,
    hour: 9,
    actor: 'admin@exemplo.test',
    action: 'USER_ADDED',
    target: 'advogada@exemplo.test',
    after: { accessType: 'LAWYER', status: 'INVITED', identityCreated: true },
  },
  {
    daysBefore: 40,
    hour: 10,
    actor: 'admin@exemplo.test',
    action: 'USER_ADDED',
    target: 'inativo@exemplo.test',
    after: { accessType: 'LAWYER', status: 'ACTIVE', identityCreated: false },
  },
  { daysBefore: 39, hour: 8, actor: 'basico@exemplo.test', action: 'SIGN_IN', target: 'basico@exemplo.test' },
  {
    daysBefore: 39,
    hour: 8,
    actor: 'basico@exemplo.test',
    action: 'DOCUMENT_LOOKUP',
    document: CPF,
    after: { documentType: 'CPF' },
  },
  { daysBefore: 39, hour: 9, actor: 'basico@exemplo.test', action: 'MONITORING_STARTED', document: CPF },
  {
    daysBefore: 38,
    hour: 14,
    actor: 'advogada@exemplo.test',
    action: 'SIGN_IN',
    target: 'advogada@exemplo.test',
    phone: true,
  },
  {
    daysBefore: 38,
    hour: 15,
    actor: 'advogada@exemplo.test',
    action: 'MANUAL_MOVEMENT',
    target: 'Petição juntada (manual)',
  },
  {
    daysBefore: 30,
    hour: 11,
    actor: 'admin@exemplo.test',
    action: 'USER_ADDED',
    target: 'convite.expirado@exemplo.test',
    after: { accessType: 'BASIC', status: 'INVITED', identityCreated: true },
  },
  { daysBefore: 25, hour: 10, actor: 'admin@exemplo.test', action: 'SIGN_IN', target: 'admin@exemplo.test' },
  {
    daysBefore: 25,
    hour: 10,
    actor: 'admin@exemplo.test',
    action: 'DOCUMENT_LOOKUP',
    document: CNPJ,
    after: { documentType: 'CNPJ' },
  },
  {
    daysBefore: 25,
    hour: 11,
    actor: 'admin@exemplo.test',
    action: 'ANALYSIS_STARTED',
    document: CNPJ,
    after: { type: 'PREMIUM' },
  },
  {
    daysBefore: 20,
    hour: 16,
    actor: 'advogada@exemplo.test',
    action: 'CUSTOM_FIELD_CHANGED',
    target: 'Processo 0001234-56.2024.8.26.0100',
    before: { 'Valor estimado': null },
    after: { 'Valor estimado': 'R$ 12.000,00' },
  },
  {
    daysBefore: 18,
    hour: 9,
    actor: 'advogada@exemplo.test',
    action: 'CHECKLIST_CHANGED',
    target: 'Checklist de audiência',
    after: { answered: 3 },
  },
  {
    daysBefore: 15,
    hour: 17,
    actor: 'basico@exemplo.test',
    action: 'MONITORING_PAUSED',
    document: CPF,
    after: { pausedUntil: '2026-11-30' },
  },
  {
    daysBefore: 12,
    hour: 10,
    actor: 'admin@exemplo.test',
    action: 'USER_PROFILE_CHANGED',
    target: 'advogada@exemplo.test',
    before: { accessType: 'BASIC' },
    after: { accessType: 'LAWYER' },
  },
  {
    daysBefore: 10,
    hour: 13,
    actor: 'admin@exemplo.test',
    action: 'USER_INACTIVATED',
    target: 'inativo@exemplo.test',
    before: { active: true, status: 'ACTIVE' },
    after: { active: false },
  },
  {
    daysBefore: 7,
    hour: 15,
    actor: 'admin@exemplo.test',
    action: 'EXPORT',
    target: 'Explicação da consulta (CSV)',
    document: CNPJ,
  },
  { daysBefore: 5, hour: 9, actor: 'advogada@exemplo.test', action: 'DOWNLOAD', target: 'Autos do processo (PDF)' },
  { daysBefore: 2, hour: 18, actor: 'basico@exemplo.test', action: 'MONITORING_STOPPED', document: CPF },
  { daysBefore: 1, hour: 8, actor: 'admin@exemplo.test', action: 'SIGN_IN', target: 'admin@exemplo.test' },
];

/** A deterministic audit history for DEMO_ORGS.moraes (what admin@exemplo.test's "Auditoria" screen shows first). */
export async function seedAuditTrail(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: string; email: string; first_name: string; last_name: string }>(
    'SELECT id, email, first_name, last_name FROM users WHERE email = ANY($1::text[])',
    [DEMO_USERS.map((user) => user.email)],
  );
  const users = new Map(rows.map((row) => [row.email, row]));
  let n = 0;
  for (const step of STEPS) {
    const actor = users.get(step.actor);
    n += 1;
    const when = new Date(SEED_REFERENCE_DATE - step.daysBefore * DAY + (step.hour + 3) * HOUR + n * 60_000);
    await insertAuditEvent(
      db,
      {
        organizationId: DEMO_ORGS.moraes,
        action: step.action,
        targetLabel: step.target ?? null,
        targetDocument: step.document ? maskDocumentNumber(step.document) : null,
        documentNumber: step.document ?? null,
        before: step.before ?? null,
        after: step.after ?? null,
      },
      {
        actorId: actor?.id ?? null,
        actorName: actor ? `${actor.first_name} ${actor.last_name}` : null,
        actorEmail: step.actor,
        ip: step.phone ? '177.32.10.45' : '200.155.20.8',
        userAgent: step.phone ? PHONE_AGENT : AGENT,
        requestId: `seed-${n}`,
      },
      when,
    );
  }
  // The members' last sign-ins follow the history (the invited ones have none).
  await db.query(
    `UPDATE users u SET last_sign_in_at = e.at FROM (
       SELECT actor_id, max(occurred_at) AS at FROM audit_events WHERE action = 'SIGN_IN' GROUP BY actor_id) e
     WHERE u.id = e.actor_id`,
  );
}
