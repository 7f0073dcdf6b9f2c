import { completeCnpj, completeCpf } from '../../src/contract/brazil-document.ts';
import { generateReport } from '../analysis/analysis-jobs.ts';
import { computeAnalysis } from '../analysis/compute-analysis.ts';
import type { Db } from '../db/db.ts';
import { DEMO_ORGS } from '../demo/demo-users.ts';
import { pauseWindow } from '../domain/pause-rules.ts';
import { isCriminalClass, isExecutionClass, isLabourCourt } from '../domain/risk-categories.ts';
import { insertAnalysis } from '../repositories/analyses.ts';
import { findItem } from '../repositories/monitored-documents.ts';
import { setPause, syncMonitoredDocument } from '../repositories/monitoring.ts';
import { SEED_REFERENCE_DATE } from './generate-processes.ts';
import { partFunction } from './legal-catalogue.ts';

const DAY = 86_400_000;
const at = (daysBefore: number): string => new Date(SEED_REFERENCE_DATE - daysBefore * DAY).toISOString();

/** Documents looked up with no process in the demo data: the Receita's alphanumeric CNPJ example and a CPF. */
const EXTRA_DOCUMENTS = [
  { number: '12ABC34501DE35', type: 'CNPJ', name: 'Alfa Numérica Comércio Digital Ltda' },
  { number: completeCpf('390533447'), type: 'CPF', name: 'Helena Duarte Campos' },
] as const;

/**
 * Plan units the seeded activities consumed per organization; seed-demo-world's SEED_PLANS keep `consume` at or
 * above these (earlier consumption predates the ledger), so balances and the ledger agree.
 */
export const SEEDED_ANALYSES: Readonly<Record<number, { basic: number; premium: number }>> = {
  [DEMO_ORGS.moraes]: { basic: 2, premium: 1 },
  [DEMO_ORGS.atlantico]: { basic: 1, premium: 1 },
};

/** A party in many processes of each kind, so an analysis has something to say (monitored, analysed twice). */
const SHOWCASE: Readonly<Record<number, { number: string; type: 'CPF' | 'CNPJ'; name: string }>> = {
  [DEMO_ORGS.moraes]: { number: completeCpf('271846390'), type: 'CPF', name: 'Ricardo Almeida Fontes' },
  [DEMO_ORGS.atlantico]: {
    number: completeCnpj('483921670001'),
    type: 'CNPJ',
    name: 'Construtora Horizonte Azul S.A.',
  },
};

/** Adds the showcase party to up to 4 processes of each category (defendant, and author in half the civil ones). */
async function seedShowcaseParty(db: Db, organizationId: number): Promise<void> {
  const showcase = SHOWCASE[organizationId];
  if (!showcase) return;
  const { rows } = await db.query<{ id: number; type: string; court_code: string }>(
    'SELECT id, type, court_code FROM processes WHERE organization_id = $1 ORDER BY id LIMIT 400',
    [organizationId],
  );
  const kinds = { labour: 0, criminal: 0, execution: 0, civil: 0 };
  for (const process of rows) {
    const kind = isLabourCourt(process.court_code)
      ? 'labour'
      : isCriminalClass(process.type)
        ? 'criminal'
        : isExecutionClass(process.type)
          ? 'execution'
          : 'civil';
    if (kinds[kind] >= 4 || (kind === 'criminal' && showcase.type === 'CNPJ')) continue;
    const side = kind === 'civil' && kinds.civil % 2 === 1 ? 'AUTHOR' : 'DEFENDANT';
    kinds[kind] += 1;
    await db.query(
      'INSERT INTO process_parties (process_id, name, document, side, function) VALUES ($1, $2, $3, $4, $5)',
      [process.id, showcase.name, showcase.number, side, partFunction(process.type, side)],
    );
  }
  await db.query(
    `INSERT INTO monitored_documents (organization_id, document_number, document_type, name, started_at, baseline_at, last_sync_at)
     VALUES ($1, $2, $3, $4, '2026-08-15T12:00:00Z', '2026-08-16T12:00:00Z', '2026-08-16T12:00:00Z') ON CONFLICT DO NOTHING`,
    [organizationId, showcase.number, showcase.type, showcase.name],
  );
}

interface SeedItem {
  number: string;
  type: string;
  name: string;
  monitoredId: number | null;
  startedAt: string | null;
}

async function ledger(
  db: Db,
  holderId: number,
  organizationId: number,
  typePlan: string,
  itemId: number,
  analysisId: number | null,
  when: string,
): Promise<void> {
  await db.query(
    `INSERT INTO plan_consumptions (plan_id, holder_id, organization_id, type_plan, consume_unique_id, analysis_id, created_at)
     SELECT id, $1, $2, $3, $4, $5, $6 FROM plans WHERE holder_id = $1 AND organization_id = $2 AND type_plan = $3 ORDER BY id LIMIT 1`,
    [holderId, organizationId, typePlan, itemId, analysisId, when],
  );
}

async function seedAnalysis(
  db: Db,
  holderId: number,
  organizationId: number,
  itemId: number,
  typePlan: 'AnaliseBasica' | 'AnalisePremium',
  daysBefore: number,
  asOfDaysBefore: number,
): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM plans WHERE holder_id = $1 AND organization_id = $2 AND type_plan = $3 ORDER BY id LIMIT 1',
    [holderId, organizationId, typePlan],
  );
  const planId = rows[0]?.id;
  if (planId === undefined) return;
  const id = await insertAnalysis(db, {
    itemId,
    organizationId,
    holderId,
    planId,
    typePlan,
    userId: null,
    createdAt: at(daysBefore),
    asOf: at(asOfDaysBefore),
  });
  await ledger(db, holderId, organizationId, typePlan, itemId, id, at(daysBefore));
  await computeAnalysis(db, id, new Date(at(daysBefore)));
  if (typePlan === 'AnalisePremium') await generateReport(db, id);
  await db.query('UPDATE consume_unique_items SET updated_at = greatest(updated_at, $2::timestamptz) WHERE id = $1', [
    itemId,
    at(daysBefore),
  ]);
}

/**
 * The activity list of organizations 590 and 371: their monitored documents (one of them paused), other parties
 * of their processes looked up, two documents without processes, and on two items an older basic analysis and a
 * recent premium one with its PDF, so the percentage changes and the report show at once.
 */
export async function seedMonitoredDocuments(db: Db): Promise<void> {
  const { rows: holders } = await db.query<{ id: number; organization_id: number }>(
    'SELECT id, organization_id FROM holders WHERE organization_id = ANY($1::int[]) ORDER BY organization_id DESC',
    [[DEMO_ORGS.moraes, DEMO_ORGS.atlantico]],
  );
  for (const holder of holders) {
    const org = holder.organization_id;
    await seedShowcaseParty(db, org);
    const { rows: monitored } = await db.query<{ id: number; document_number: string; name: string; started_at: Date }>(
      'SELECT id, document_number, name, started_at FROM monitored_documents WHERE organization_id = $1 ORDER BY started_at, id',
      [org],
    );
    const { rows: parties } = await db.query<{ document: string; name: string }>(
      `SELECT pp.document, min(pp.name) AS name FROM process_parties pp JOIN processes p ON p.id = pp.process_id
       WHERE p.organization_id = $1 AND pp.document IS NOT NULL AND pp.document <> ALL($2::text[])
       GROUP BY pp.document ORDER BY count(*) DESC, pp.document LIMIT 5`,
      [org, monitored.map((m) => m.document_number)],
    );
    const items: SeedItem[] = [
      ...monitored.map((m) => ({
        number: m.document_number,
        type: m.document_number.length === 11 ? 'CPF' : 'CNPJ',
        name: m.name,
        monitoredId: Number(m.id),
        startedAt: new Date(m.started_at).toISOString(),
      })),
      ...parties.map((p) => ({
        number: p.document,
        type: p.document.length === 11 ? 'CPF' : 'CNPJ',
        name: p.name,
        monitoredId: null,
        startedAt: null,
      })),
      ...(org === DEMO_ORGS.moraes ? EXTRA_DOCUMENTS.map((d) => ({ ...d, monitoredId: null, startedAt: null })) : []),
    ];
    const ids: number[] = [];
    for (const [i, item] of items.entries()) {
      const created = at(90 - i * 7);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO consume_unique_items (organization_id, holder_id, document_number, document_type, document_info, monitoring, monitoring_since,
           monitored_document_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
        [
          org,
          holder.id,
          item.number,
          item.type,
          item.name,
          item.monitoredId !== null,
          item.startedAt,
          item.monitoredId,
          created,
        ],
      );
      const id = Number(rows[0]?.id);
      ids.push(id);
      await ledger(db, holder.id, org, 'Consulta', id, null, created);
      if (item.monitoredId !== null) {
        await ledger(db, holder.id, org, 'Monitoria', id, null, item.startedAt ?? created);
        await db.query('UPDATE monitored_documents SET holder_id = $2 WHERE id = $1', [item.monitoredId, holder.id]);
        await syncMonitoredDocument(db, org, item.number, new Date());
      }
    }
    // The second monitored document is paused: 30 days, started 10 days ago (relative to now, so it is running).
    const pausedId = ids[1];
    const paused = pausedId !== undefined && monitored.length > 1 ? await findItem(db, pausedId) : null;
    if (paused) {
      const started = new Date(Date.now() - 10 * DAY);
      await setPause(db, paused, { days: 30, ...pauseWindow(30, started) }, started);
      await db.query('UPDATE consume_unique_items SET updated_at = $2 WHERE id = $1', [paused.id, at(1)]);
    }
    const analysed = [ids[0], ids[monitored.length]].filter((id): id is number => id !== undefined);
    const counts = SEEDED_ANALYSES[org] ?? { basic: 0, premium: 0 };
    for (const [i, itemId] of analysed.entries()) {
      if (i < counts.basic) await seedAnalysis(db, holder.id, org, itemId, 'AnaliseBasica', 150, 540);
      if (i < counts.premium) await seedAnalysis(db, holder.id, org, itemId, 'AnalisePremium', 3 + i, 3 + i);
    }
  }
}
