import type { Db } from '../db/db.ts';
import { DEMO_ORGS } from '../demo/demo-users.ts';
import { DEMO_RELATIONSHIP_COMPANIES as DEMO } from '../demo/relationship-demo-documents.ts';
import { riskFingerprint } from '../relationships/risk-fingerprint.ts';
import { loadGraph } from '../repositories/relationships.ts';
import { saveRiskScreening } from '../repositories/risk-screenings.ts';
import { riskList } from '../watchlists/rescreen/screening-steps.ts';
import { screenOrganization, type RescreenReport } from '../watchlists/rescreen/rescreen-organizations.ts';
import { sourceEntityOf } from '../watchlists/rescreen/screening-targets.ts';
import { SEED_REFERENCE_DATE } from './generate-processes.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Org 590's graph's flagged partner (server/relationships/seeded-demo-graphs.ts seedAlfaGraph). */
const FLAGGED = 'Marcos Vinícius Tavares';
/** What a screening a month earlier had already recorded of him: his PEP term (then within its grace) and the listing. */
const KNOWN_BEFORE = ['marcos-pep', 'marcos-src'];

/**
 * The re-screening, shown to a newcomer (WATCHLISTS=demo never runs it: the demo's flags do not change). Org 590's
 * graph holds Marcos Vinícius Tavares; a screening a month before the reference date knew his PEP term and the listing;
 * the one below — the real screenOrganization, on the graph's own flags — finds his CEIS sanction new and his PEP
 * grace period over: "Novo risco em Marcos Vinícius Tavares" and "Risco encerrado em Marcos Vinícius Tavares", both
 * unviewed, each with its RISK_FLAG_CHANGED event.
 */
export async function seedRiskChanges(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number; item_id: number }>(
    `SELECT r.id, r.consume_unique_id AS item_id FROM relationship_analyses r
     JOIN consume_unique_items c ON c.id = r.consume_unique_id
     WHERE r.organization_id = $1 AND c.document_number = $2 AND r.status = 'DONE' ORDER BY r.id LIMIT 1`,
    [DEMO_ORGS.moraes, DEMO.alfa.number],
  );
  const analysis = rows[0];
  if (!analysis) return;
  const graph = await loadGraph(db, Number(analysis.id));
  const marcos = [...graph.entities.values()].find((entity) => entity.name === FLAGGED);
  if (!marcos?.risks) return;
  const earlier = new Date(SEED_REFERENCE_DATE - 30 * DAY);
  for (const risk of marcos.risks.filter((entry) => KNOWN_BEFORE.includes(entry.id))) {
    await saveRiskScreening(db, {
      organizationId: DEMO_ORGS.moraes,
      entityId: marcos.id,
      riskId: risk.id,
      state: 'ACTIVE',
      fingerprint: riskFingerprint(risk),
      list: riskList(risk),
      risk,
      at: earlier,
      changed: true,
    });
  }
  const report: RescreenReport = { organizations: 1, entities: 1, failed: 0, changes: 0, notifications: 0 };
  await screenOrganization(
    db,
    { id: DEMO_ORGS.moraes, notify_risk_change: true },
    [
      {
        target: {
          entity: sourceEntityOf(marcos),
          link: { analysisId: Number(analysis.id), consumeUniqueId: Number(analysis.item_id) },
          seen: new Map(),
        },
        risks: marcos.risks,
      },
    ],
    new Date(SEED_REFERENCE_DATE - 2 * HOUR),
    report,
  );
}
