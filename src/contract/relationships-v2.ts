import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { EntityId, ItemId, RelationshipAnalysis } from './relationships.ts';

/**
 * The three /v2/analytics calls, all on a relationship analysis, body below:
 * - POST /v2/analytics/userPlanConsumeBusinessRelationshipsDetail/{relationshipAnalysisId}?retry — without retry:
 *   the analysis's counts (RelationshipDetailResponse). retry=true: re-runs an analysis whose status is ERROR
 *   (nothing consumed again) → 202 with status PROCESSING; 409 with the reason when it did not fail.
 * - POST /v2/analytics/organizationQSARelations/{relationshipAnalysisId}?retry — the QSA of the entity the body
 *   names (like …/organizationQSA/{entityId}); retry=true first looks a failed entity up again (409 when its
 *   lookup did not fail); the provider failing again → 200 with the entity still lookupFailed.
 * - POST /v2/analytics/relationshipsParents/{relationshipAnalysisId}?retry — the companies where it is a partner
 *   (like …/relation/{entityId}), same retry rule.
 * planId must be the plan that paid for the analysis (400 otherwise). The entity is found by entityId when given,
 * else by documentType + documentNumber (normalized or formatted; a masked CPF as shown) → 404 when not in the graph.
 * Consuming profiles only (retry re-runs the provider): LAWYER → 403.
 */
export const RelationshipV2Params = Type.Object({ relationshipAnalysisId: ItemId });
export type RelationshipV2Params = Static<typeof RelationshipV2Params>;
export const RelationshipRetryQuery = Type.Object({ retry: Type.Optional(Type.Boolean()) });
export type RelationshipRetryQuery = Static<typeof RelationshipRetryQuery>;
export const RelationshipV2Body = Type.Object(
  {
    holderId: Id,
    organizationId: Id,
    planId: Id,
    documentType: Type.Enum(['CPF', 'CNPJ']),
    documentNumber: Type.String({ minLength: 1, maxLength: 20 }),
    entityId: Type.Optional(EntityId),
  },
  { additionalProperties: false },
);
export type RelationshipV2Body = Static<typeof RelationshipV2Body>;

/** Counts of an analysis (the Detail call without retry); flagged = entities with at least one risk entry. */
export const RelationshipDetail = Type.Object({
  analysis: RelationshipAnalysis,
  entities: Type.Integer(),
  relations: Type.Integer(),
  flagged: Type.Integer(),
  failedLookups: Type.Integer(),
  byRiskKind: Type.Object({
    Protesto: Type.Integer({ description: '0 for organizations without protest risks' }),
    IsCurrentlyPresentOnSource: Type.Integer(),
    PEPOccurence: Type.Integer(),
    wasPreviouslySanctioned: Type.Integer(),
  }),
});
export type RelationshipDetail = Static<typeof RelationshipDetail>;
export const RelationshipDetailResponse = Type.Object({ register: RelationshipDetail });
export type RelationshipDetailResponse = Static<typeof RelationshipDetailResponse>;
