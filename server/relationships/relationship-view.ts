import {
  qualificationOf,
  QUALIFICATION_TYPE_LABELS,
  RELATION_OPEN_END_DATE,
  receivesProtests,
} from '../../src/contract/constants/relationships.ts';
import type { QsaRelation, RelationshipAnalysis, RelationshipEntity } from '../../src/contract/relationships.ts';
import type { RelationshipDetail } from '../../src/contract/relationships-v2.ts';
import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import type { RelationshipAnalysisRow } from '../repositories/relationships.ts';
import { NO_DECISIONS, withDecisions, type RiskDecisionIndex } from './risk-decision-view.ts';
import { relationIdOf, type StoredEntity, type StoredGraph, type StoredRelation } from './stored-graph.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * What one organization may see of a risk list: Protesto entries only for PROTEST_ORGANIZATION_IDS,
 * removed here so no other organization's answer carries them. null (failed lookup) stays null.
 */
export function visibleRisks(risks: readonly RiskEntry[] | null, organizationId: number): RiskEntry[] | null {
  if (risks === null) return null;
  return receivesProtests(organizationId) ? [...risks] : risks.filter((risk) => risk.kind !== 'Protesto');
}

export function entityView(
  entity: StoredEntity,
  organizationId: number,
  decisions: RiskDecisionIndex = NO_DECISIONS,
): RelationshipEntity {
  return {
    id: entity.id,
    kind: entity.kind,
    name: entity.name,
    documentNumber: entity.documentNumber,
    documentType: entity.documentType,
    masked: entity.masked,
    level: entity.level,
    risks: withDecisions(visibleRisks(entity.risks, organizationId), entity.id, decisions),
    hasAnalysis: entity.risks !== null,
    analysisDate: entity.risks !== null ? entity.lookedUpAt : null,
    lookupFailed: entity.risks === null,
    qsaCount: entity.qsaCount,
    relationsCount: entity.relationsCount,
    qsaLoaded: entity.kind === 'PERSON' || entity.qsaLoaded,
    relationsLoaded: entity.relationsLoaded,
    ...(entity.registry ? { registry: entity.registry } : {}),
  };
}

/** QSA rows of each company in the graph, by relationId (the nested relations of a partner). */
function rowsByCompany(relations: Iterable<StoredRelation>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const row of relations) index.set(row.companyId, [...(index.get(row.companyId) ?? []), relationIdOf(row)]);
  return index;
}

function relationView(
  row: StoredRelation,
  graph: StoredGraph,
  nested: Map<string, string[]>,
  organizationId: number,
  decisions: RiskDecisionIndex,
): QsaRelation | null {
  const partner = graph.entities.get(row.partnerId);
  const company = graph.entities.get(row.companyId);
  if (!partner || !company) return null;
  const qualification = qualificationOf(row.qualificationCode);
  const type = qualification?.type ?? 'SOCIO';
  return {
    relationId: relationIdOf(row),
    qsaId: row.qsaId,
    companyId: row.companyId,
    relationshipId: row.partnerId,
    relationshipType: type,
    relationshipName: QUALIFICATION_TYPE_LABELS[type],
    name: partner.name,
    documentNumber: partner.documentNumber,
    documentType: partner.documentType,
    qualificationLevel: Math.min(company.level, partner.level) + 1,
    qualificationType: row.qualificationCode,
    qualificationName: qualification?.name ?? `Qualificação ${row.qualificationCode}`,
    active: row.endDate === RELATION_OPEN_END_DATE,
    startDate: row.startDate,
    endDate: row.endDate,
    relations: nested.get(row.partnerId) ?? [],
    risks: withDecisions(visibleRisks(partner.risks, organizationId), partner.id, decisions),
    hasAnalysis: partner.risks !== null,
    analysisDate: partner.risks !== null ? partner.lookedUpAt : null,
    ...(row.partnerType ? { partnerType: row.partnerType } : {}),
    ...(row.country !== undefined ? { country: row.country } : {}),
    ...(row.legalRepresentative !== undefined ? { legalRepresentative: row.legalRepresentative } : {}),
  };
}

/**
 * Entities (root first, then by level and name) and relations of a graph, for one organization, each risk with the
 * organization's decision on it (risk-decision-view.ts).
 */
export function graphView(
  graph: StoredGraph,
  organizationId: number,
  only?: { entities: Iterable<string>; relations: Iterable<string> },
  decisions: RiskDecisionIndex = NO_DECISIONS,
) {
  const nested = rowsByCompany(graph.relations.values());
  const entityIds = only ? [...only.entities] : [...graph.entities.keys()];
  const relationIds = only ? [...only.relations] : [...graph.relations.keys()];
  const entities = entityIds
    .flatMap((id) => {
      const entity = graph.entities.get(id);
      return entity ? [entityView(entity, organizationId, decisions)] : [];
    })
    .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name, 'pt-BR'));
  const relations = relationIds.flatMap((id) => {
    const row = graph.relations.get(id);
    const view = row ? relationView(row, graph, nested, organizationId, decisions) : null;
    return view ? [view] : [];
  });
  return { entities, relations };
}

export function analysisView(row: RelationshipAnalysisRow): RelationshipAnalysis {
  return {
    id: row.id,
    consumeUniqueId: row.consume_unique_id,
    planId: Number(row.plan_id),
    status: row.status,
    error: row.error,
    documentNumber: row.document_number,
    documentType: row.document_type,
    documentInfo: row.document_info,
    rootId: row.root_id,
    createdAt: iso(row.created_at),
    finishedAt: row.finished_at ? iso(row.finished_at) : null,
    protestsIncluded: receivesProtests(Number(row.organization_id)),
    protestSource: row.company_data === 'minhareceita' ? 'NOT_CONFIGURED' : 'DEMO',
  };
}

export function detailView(row: RelationshipAnalysisRow, graph: StoredGraph): RelationshipDetail {
  const organizationId = Number(row.organization_id);
  const byRiskKind = { Protesto: 0, IsCurrentlyPresentOnSource: 0, PEPOccurence: 0, wasPreviouslySanctioned: 0 };
  let flagged = 0;
  let failedLookups = 0;
  for (const entity of graph.entities.values()) {
    const risks = visibleRisks(entity.risks, organizationId);
    if (risks === null) failedLookups += 1;
    else if (risks.length > 0) flagged += 1;
    for (const kind of new Set((risks ?? []).map((risk) => risk.kind))) byRiskKind[kind] += 1;
  }
  return {
    analysis: analysisView(row),
    entities: graph.entities.size,
    relations: graph.relations.size,
    flagged,
    failedLookups,
    byRiskKind,
  };
}
