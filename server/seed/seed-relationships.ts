import { RELATIONSHIP_ANALYSIS_DEPTH, RELATIONSHIP_PLAN_TYPE } from '../../src/contract/constants/relationships.ts';
import type { Db } from '../db/db.ts';
import { DEMO_ORGS } from '../demo/demo-users.ts';
import { DEMO_RELATIONSHIP_COMPANIES as DEMO } from '../demo/relationship-demo-documents.ts';
import { buildGraph } from '../relationships/build-graph.ts';
import { createSeededRelationshipSource } from '../relationships/seeded-relationship-source.ts';
import { withRegistryRecords } from '../relationships/with-registry-records.ts';
import { createDemoCompanyRegistry } from '../company-registry/demo-company-registry.ts';
import { saveGraphRows } from '../repositories/relationships.ts';
import { SEED_REFERENCE_DATE } from './generate-processes.ts';

const SEEDED = [
  { organizationId: DEMO_ORGS.moraes, document: DEMO.alfa.number, daysBefore: 2 },
  { organizationId: DEMO_ORGS.atlantico, document: DEMO.horizonte.number, daysBefore: 4 },
] as const;

/**
 * A finished relationship analysis of org 590's demo company (Alfa Numérica: a PEP sanctioned partner two links
 * away, protests, a cycle, failed lookups) and of org 371's showcase company, so the graph opens at once for a
 * newcomer. Paid by one unit of each holder's AnalisePremium, already counted in SEED_PLANS' consume.
 */
export async function seedRelationships(db: Db): Promise<void> {
  // The demo's analyses carry the demo register's records, as the ones started later do.
  const source = withRegistryRecords(createSeededRelationshipSource(), createDemoCompanyRegistry());
  const silent = { warn: () => undefined };
  for (const seeded of SEEDED) {
    const { rows } = await db.query<{ id: number; holder_id: number; plan_id: number | null }>(
      `SELECT c.id, c.holder_id, (SELECT p.id FROM plans p WHERE p.holder_id = c.holder_id AND p.organization_id = c.organization_id
         AND p.type_plan = $3 ORDER BY p.id LIMIT 1) AS plan_id
       FROM consume_unique_items c WHERE c.organization_id = $1 AND c.document_number = $2 ORDER BY c.id LIMIT 1`,
      [seeded.organizationId, seeded.document, RELATIONSHIP_PLAN_TYPE],
    );
    const item = rows[0];
    const rootId = await source.resolve(seeded.document);
    if (!item || item.plan_id === null || !rootId) continue;
    const at = new Date(SEED_REFERENCE_DATE - seeded.daysBefore * 86_400_000).toISOString();
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO relationship_analyses (consume_unique_id, organization_id, holder_id, plan_id, type_plan, root_id, status, attempts, created_at, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'DONE', 1, $7, $7) RETURNING id`,
      [item.id, seeded.organizationId, item.holder_id, item.plan_id, RELATIONSHIP_PLAN_TYPE, rootId, at],
    );
    const id = Number(inserted.rows[0]?.id);
    await db.query(
      `INSERT INTO plan_consumptions (plan_id, holder_id, organization_id, type_plan, consume_unique_id, relationship_analysis_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [item.plan_id, item.holder_id, seeded.organizationId, RELATIONSHIP_PLAN_TYPE, item.id, id, at],
    );
    const graph = await buildGraph(source, rootId, RELATIONSHIP_ANALYSIS_DEPTH, 1, silent);
    const entities = [...graph.entities.values()].map((entity) => ({
      ...entity,
      lookedUpAt: entity.lookedUpAt === null ? null : at,
    }));
    await saveGraphRows(db, id, entities, [...graph.relations.values()]);
  }
}
