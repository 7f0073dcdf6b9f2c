import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { ANALYSIS_STATUSES } from './constants/analyses.ts';
import { GRAPH_EXPORT_FORMATS, QUALIFICATION_TYPES } from './constants/relationships.ts';
import { RiskEntry } from './relationship-risks.ts';
import { CompanyRegistryDetails } from './company-registry.ts';
import { PARTNER_TYPES, PROTEST_SOURCE_STATES } from './constants/company-registry.ts';
import { IsoDate, Nullable, Timestamp } from './schema-helpers.ts';

/**
 * Partners and business relationships (QSA/KYC) — docs/product.md#relationships, docs/api.md#relationships.
 * Constants (qualification table, risk kinds, protest organizations, plan, thresholds): constants/relationships.ts.
 *
 * The graph: entities (companies and people) keyed by a stable EntityId, and QSA relations between them (a company
 * → one row of its QSA). A relationship analysis starts from a looked-up document (a consume-unique item), consumes
 * one unit of RELATIONSHIP_PLAN_TYPE once, and fetches RELATIONSHIP_ANALYSIS_DEPTH levels in the background; then any
 * node can be expanded (its QSA, or the companies where it is a partner) without a new consumption. Each entity and
 * relation appears once in an answer however many paths reach it, so a cycle (A owns B owns A) is drawn once.
 *
 * Failed KYC lookups (docs/messages.md#error-catalogue): the entity comes with risks null, hasAnalysis false and lookupFailed true (the server
 * logs a warning); POST /v2/analytics/organizationQSARelations/{id}?retry=true looks it up again, free of charge.
 *
 * Protest risks (kind Protesto) reach only the organizations of PROTEST_ORGANIZATION_IDS; for any other
 * organization the API removes them from every answer (no Protesto entry, no tabelionato).
 *
 * Who: reading is open to every member of the organization (LAWYER included); the calls that consume or re-run the
 * provider (start, retry) need COMPLIANCE_PROFILES → a LAWYER gets 403. Another organization's or holder's
 * relationshipAnalysisId → 403, an unknown one → 404. Every error body is ErrorResponse (common.ts), in Portuguese.
 */

/**
 * Stable id of an entity, built from its document: 'J' + CNPJ (14 characters, alphanumeric allowed), 'F' + CPF (a
 * CPF the source knows in full), 'M' + the 6 visible digits of a masked CPF + 8 hex characters of the provider's key
 * (two partners with the same masked CPF stay two entities).
 */
export const EntityId = Type.String({
  pattern: '^(J[0-9A-Z]{12}[0-9]{2}|F[0-9]{11}|M[0-9]{6}[0-9A-F]{8})$',
  maxLength: 20,
});
export type EntityId = Static<typeof EntityId>;

export const EntityKind = Type.Enum(['COMPANY', 'PERSON']);
export type EntityKind = Static<typeof EntityKind>;

/**
 * One entity of the graph. documentNumber is formatted ('12.345.678/0001-90', '123.456.789-09') or masked
 * ('***.456.789-**'). risks: null when its lookup failed (lookupFailed true, hasAnalysis false); [] when clean.
 * qsaCount: rows of its QSA the source has (companies; 0 for people); relationsCount: companies where it is a
 * partner. qsaLoaded / relationsLoaded: whether those rows are in this graph (false → expand to fetch them).
 * level: shortest distance in ties from the root (0 = the analysed document).
 */
export const RelationshipEntity = Type.Object({
  id: EntityId,
  kind: EntityKind,
  name: Type.String(),
  documentNumber: Type.String(),
  documentType: Type.Enum(['CPF', 'CNPJ']),
  masked: Type.Boolean({ description: 'The CPF is masked as in the Receita open data' }),
  level: Type.Integer({ minimum: 0 }),
  risks: Nullable(Type.Array(RiskEntry)),
  hasAnalysis: Type.Boolean(),
  analysisDate: Nullable(Timestamp),
  lookupFailed: Type.Boolean(),
  qsaCount: Type.Integer({ minimum: 0 }),
  relationsCount: Type.Integer({ minimum: 0 }),
  qsaLoaded: Type.Boolean(),
  relationsLoaded: Type.Boolean(),
  /**
   * A company's record in the Receita's register as fetched for this analysis (company-registry.ts), with the data's
   * date. Absent for people, and in answers stored on a device before the register existed.
   */
  registry: Type.Optional(Nullable(CompanyRegistryDetails)),
});
export type RelationshipEntity = Static<typeof RelationshipEntity>;

/**
 * One row of a company's QSA: companyId's QSA lists the partner relationshipId.
 * name/documentNumber/documentType/risks/hasAnalysis/analysisDate repeat the partner entity's (risks null when its
 * lookup failed). qualificationLevel: 1 = direct (in the root's QSA, or a company where the root is a partner),
 * ≥ 2 = indirect. qualificationType: the Receita code (QSA_QUALIFICATIONS), qualificationName its official name.
 * relationshipType groups the code (QUALIFICATION_TYPES), relationshipName its label. relations: relationIds of the
 * partner's own QSA rows present in this answer (nested relations, by id, so cycles stay finite).
 * startDate '0001-01-01' = not informed; endDate '9999-12-31' = open (active).
 */
export const QsaRelation = Type.Object({
  relationId: Type.String({ description: 'Stable: `${companyId}>${relationshipId}`' }),
  qsaId: Type.Integer({ description: "The provider's row id" }),
  companyId: EntityId,
  relationshipId: EntityId,
  relationshipType: Type.Enum(QUALIFICATION_TYPES),
  relationshipName: Type.String(),
  name: Type.String(),
  documentNumber: Type.String(),
  documentType: Type.Enum(['CPF', 'CNPJ']),
  qualificationLevel: Type.Integer({ minimum: 1 }),
  qualificationType: Type.Integer(),
  qualificationName: Type.String(),
  active: Type.Boolean(),
  startDate: IsoDate,
  endDate: IsoDate,
  relations: Type.Array(Type.String()),
  risks: Nullable(Type.Array(RiskEntry)),
  hasAnalysis: Type.Boolean(),
  analysisDate: Nullable(Timestamp),
  /** As the register publishes the row: partner type, country, legal representative (absent from the demo's rows). */
  partnerType: Type.Optional(Type.Enum(PARTNER_TYPES)),
  country: Type.Optional(Nullable(Type.String())),
  legalRepresentative: Type.Optional(
    Nullable(
      Type.Object({
        name: Type.String(),
        document: Type.String(),
        qualificationCode: Type.Integer(),
        qualificationName: Type.String(),
      }),
    ),
  ),
});
export type QsaRelation = Static<typeof QsaRelation>;

export const RelationshipStatus = Type.Enum(ANALYSIS_STATUSES);
export type RelationshipStatus = Static<typeof RelationshipStatus>;

/** The analysis itself. protestsIncluded: whether this organization receives protest risks. */
export const RelationshipAnalysis = Type.Object({
  id: Type.Integer(),
  consumeUniqueId: Type.Integer(),
  planId: Type.Integer(),
  status: RelationshipStatus,
  error: Nullable(Type.String({ description: 'Why it failed (status ERROR); retry with …Detail/{id}?retry=true' })),
  documentNumber: Type.String({ description: 'Normalized' }),
  documentType: Type.Enum(['CPF', 'CNPJ']),
  documentInfo: Type.String(),
  rootId: EntityId,
  createdAt: Timestamp,
  finishedAt: Nullable(Timestamp),
  protestsIncluded: Type.Boolean(),
  /**
   * DEMO: protests came from the demo's source; NOT_CONFIGURED: the analysis stood on the real register and no protest
   * source is configured, so the screen and exports say "fonte de protestos não configurada" instead of "Nenhum".
   * Absent in answers stored on a device before it existed (read as DEMO).
   */
  protestSource: Type.Optional(Type.Enum(PROTEST_SOURCE_STATES)),
});
export type RelationshipAnalysis = Static<typeof RelationshipAnalysis>;

/**
 * GET …/userPlanConsumeBusinessRelationshipsSummary/{id}/business_relationships → { register: RelationshipGraph }.
 * While PROCESSING or ERROR: entities [] and relations [] (poll every 2 s). Includes every node expanded before.
 */
export const RelationshipGraph = Type.Object({
  analysis: RelationshipAnalysis,
  entities: Type.Array(RelationshipEntity),
  relations: Type.Array(QsaRelation),
});
export type RelationshipGraph = Static<typeof RelationshipGraph>;
export const RelationshipGraphResponse = Type.Object({ register: RelationshipGraph });
export type RelationshipGraphResponse = Static<typeof RelationshipGraphResponse>;

/**
 * The answer of an expansion (organizationQSA, relation, v2 organizationQSARelations/relationshipsParents):
 * entityId = the node expanded; entities and relations = what it added or changed (merge by id into the graph).
 */
export const RelationshipExpansion = Type.Object({
  entityId: EntityId,
  entities: Type.Array(RelationshipEntity),
  relations: Type.Array(QsaRelation),
});
export type RelationshipExpansion = Static<typeof RelationshipExpansion>;
export const RelationshipExpansionResponse = Type.Object({ register: RelationshipExpansion });
export type RelationshipExpansionResponse = Static<typeof RelationshipExpansionResponse>;

/** A consume-unique item's or an analysis's id. */
export const ItemId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });

/**
 * POST …/holder/{h}/userPlanUserConsumeBusinessRelationshipsSummary/{consumeUniqueId} (no body; Idempotency-Key
 * header honoured) — starts the relationship analysis of a looked-up document.
 * 201 created (one unit of the holder's AnalisePremium consumed); 200 the item already has an analysis that is
 * PROCESSING or DONE (answered again, nothing consumed — once per analysis; repeated and concurrent requests alike).
 * 400 the item's document cannot be analysed, 402 balance 0 or no AnalisePremium plan (the plan's message; nothing
 * consumed), 403 LAWYER / other organization / holder / item, 404 unknown item, 422 Idempotency-Key reused.
 */
export const StartRelationshipParams = Type.Object({ orgId: Id, holderId: Id, consumeUniqueId: ItemId });
export type StartRelationshipParams = Static<typeof StartRelationshipParams>;
export const StartRelationshipResponse = Type.Object({
  register: Type.Object({
    businessRelationshipsId: Type.Integer({ description: 'relationshipAnalysisId of the other calls' }),
    status: RelationshipStatus,
    created: Type.Boolean(),
  }),
});
export type StartRelationshipResponse = Static<typeof StartRelationshipResponse>;

/** …/holder/{h}/userPlanConsumeBusinessRelationshipsSummary/{relationshipAnalysisId}[/business_relationships] */
export const RelationshipAnalysisParams = Type.Object({ orgId: Id, holderId: Id, relationshipAnalysisId: ItemId });
export type RelationshipAnalysisParams = Static<typeof RelationshipAnalysisParams>;

/**
 * POST …/userPlanConsumeBusinessRelationshipsSummary/{id}/export — the PWA makes the graph's CSV/PDF on the device
 * (it works offline); this call records that export in the audit trail. 204, nothing else changes.
 */
export const RecordGraphExportBody = Type.Object(
  { format: Type.Enum(GRAPH_EXPORT_FORMATS), rows: Type.Integer({ minimum: 0, maximum: 1_000_000 }) },
  { additionalProperties: false },
);
export type RecordGraphExportBody = Static<typeof RecordGraphExportBody>;

/**
 * POST …/userPlanConsumeBusinessRelationshipsSummary/{id}/organizationQSA/{entityId} — the company's QSA (who is
 * behind it); POST …/relation/{entityId} — the companies where the entity is a partner. No body, nothing consumed.
 * 200 RelationshipExpansionResponse; 404 entity not in this analysis's graph; 409 analysis not DONE; 400 QSA of a
 * person. Expanding twice answers the same rows.
 */
export const ExpandNodeParams = Type.Object({
  orgId: Id,
  holderId: Id,
  relationshipAnalysisId: ItemId,
  entityId: EntityId,
});
export type ExpandNodeParams = Static<typeof ExpandNodeParams>;

/**
 * POST /v1/organizations/{orgId}/qsa/{documentNumber} — the direct QSA (level 1) of a company the organization
 * looked up (a consume-unique item of any of its holders), with risks. Nothing consumed. 400 'Documento inválido'
 * (or a CPF: people have no QSA), 404 document not looked up by this organization.
 */
export const QsaLookupParams = Type.Object({ orgId: Id, documentNumber: Type.String({ minLength: 1, maxLength: 20 }) });
export type QsaLookupParams = Static<typeof QsaLookupParams>;
export const QsaLookupResponse = Type.Object({
  register: Type.Object({ company: RelationshipEntity, qsa: Type.Array(QsaRelation) }),
});
export type QsaLookupResponse = Static<typeof QsaLookupResponse>;

/**
 * POST /v1/relationships-parents {organizationId, holderId, documentNumber} — the companies where a document (CPF
 * or CNPJ, formatted or not) is a partner, with their risks. Like /qsa, only for a document the organization looked up
 * (404 'Consulte o documento antes de ver o resultado.' otherwise); nothing more consumed; audited;
 * 400 'Documento inválido'; [] when none.
 */
export const RelationshipsParentsBody = Type.Object(
  {
    organizationId: Id,
    holderId: Id,
    documentNumber: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type RelationshipsParentsBody = Static<typeof RelationshipsParentsBody>;
export const ParentCompany = Type.Object({
  company: RelationshipEntity,
  qualificationType: Type.Integer(),
  qualificationName: Type.String(),
  active: Type.Boolean(),
  startDate: IsoDate,
  endDate: IsoDate,
});
export type ParentCompany = Static<typeof ParentCompany>;
export const RelationshipsParentsResponse = Type.Object({ register: Type.Array(ParentCompany) });
export type RelationshipsParentsResponse = Static<typeof RelationshipsParentsResponse>;

/**
 * GET /v1/business-relationships/organizations/{orgId}/holder/{holderId}/consumeunique/{consumeUniqueId} — the
 * item's latest relationship analysis, or null when none was started (any member: how a LAWYER finds the graph).
 */
export const ItemRelationshipParams = StartRelationshipParams;
export const ItemRelationshipResponse = Type.Object({ register: Nullable(RelationshipAnalysis) });
export type ItemRelationshipResponse = Static<typeof ItemRelationshipResponse>;
