import type { ParentCompany, QsaLookupResponse } from '../../src/contract/relationships.ts';
import type { Db } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { organizationLookedUp } from '../repositories/relationships.ts';
import { expandEntity, lookUpRisks, type LookupLog } from './build-graph.ts';
import type { RelationshipSource } from './relationship-source.ts';
import { entityView, graphView } from './relationship-view.ts';
import { emptyGraph, type StoredEntity } from './stored-graph.ts';
import { qualificationOf, RELATION_OPEN_END_DATE } from '../../src/contract/constants/relationships.ts';

/** A root entity for a one-level lookup outside an analysis (not stored). */
async function rootOf(
  source: RelationshipSource,
  documentNumber: string,
  log: LookupLog,
): Promise<StoredEntity | null> {
  const id = await source.resolve(documentNumber);
  const described = id ? await source.describe(id) : null;
  if (!described) return null;
  return lookUpRisks(
    source,
    { ...described, level: 0, risks: null, attempts: 0, lookedUpAt: null, qsaLoaded: false, relationsLoaded: false },
    1,
    log,
  );
}

/**
 * POST /v1/organizations/{o}/qsa/{x}: the direct QSA of a company the organization looked up, with risks (protests
 * filtered for the organization). Nothing stored, nothing consumed: the lookup of the document paid for it.
 */
export async function qsaLookup(
  db: Db,
  source: RelationshipSource,
  organizationId: number,
  documentNumber: string,
  log: LookupLog,
): Promise<QsaLookupResponse['register']> {
  if (!(await organizationLookedUp(db, organizationId, documentNumber))) throw notFound(MESSAGES.documentNotLookedUp);
  const root = await rootOf(source, documentNumber, log);
  if (!root) throw notFound(MESSAGES.documentNotLookedUp);
  const graph = emptyGraph();
  graph.entities.set(root.id, root);
  await expandEntity(source, graph, root.id, 'qsa', 1, log);
  const view = graphView(graph, organizationId);
  return { company: entityView(graph.entities.get(root.id)!, organizationId), qsa: view.relations };
}

/**
 * POST /v1/relationships-parents: the companies where the document is a partner ([] when none or unknown), with their
 * risks. The same rule as the QSA beside it: only for a document the organization looked up (and paid for).
 */
export async function parentCompanies(
  db: Db,
  source: RelationshipSource,
  organizationId: number,
  documentNumber: string,
  log: LookupLog,
): Promise<ParentCompany[]> {
  if (!(await organizationLookedUp(db, organizationId, documentNumber))) throw notFound(MESSAGES.documentNotLookedUp);
  const root = await rootOf(source, documentNumber, log);
  if (!root) return [];
  const graph = emptyGraph();
  graph.entities.set(root.id, root);
  await expandEntity(source, graph, root.id, 'relations', 1, log);
  return [...graph.relations.values()].flatMap((row) => {
    const company = graph.entities.get(row.companyId);
    if (!company) return [];
    return [
      {
        company: entityView(company, organizationId),
        qualificationType: row.qualificationCode,
        qualificationName: qualificationOf(row.qualificationCode)?.name ?? `Qualificação ${row.qualificationCode}`,
        active: row.endDate === RELATION_OPEN_END_DATE,
        startDate: row.startDate,
        endDate: row.endDate,
      },
    ];
  });
}
