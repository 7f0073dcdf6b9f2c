import { defineEndpoint } from './define-endpoint.ts';

/** Relationship analyses, their graph and the direct QSA lookups (docs/api.md#relationships). */
export const relationshipEndpoints = {
  startRelationshipAnalysis: defineEndpoint({
    method: 'POST',
    path: '/v1/business-relationships/organizations/:orgId/holder/:holderId/userPlanUserConsumeBusinessRelationshipsSummary/:consumeUniqueId',
    schemas: (s) => ({
      params: s.relationships.StartRelationshipParams,
      response: { 200: s.relationships.StartRelationshipResponse, 201: s.relationships.StartRelationshipResponse },
    }),
  }),
  getItemRelationship: defineEndpoint({
    method: 'GET',
    path: '/v1/business-relationships/organizations/:orgId/holder/:holderId/consumeunique/:consumeUniqueId',
    schemas: (s) => ({
      params: s.relationships.ItemRelationshipParams,
      response: { 200: s.relationships.ItemRelationshipResponse },
    }),
  }),
  getRelationshipGraph: defineEndpoint({
    method: 'GET',
    path: '/v1/business-relationships/organizations/:orgId/holder/:holderId/userPlanConsumeBusinessRelationshipsSummary/:relationshipAnalysisId/business_relationships',
    schemas: (s) => ({
      params: s.relationships.RelationshipAnalysisParams,
      response: { 200: s.relationships.RelationshipGraphResponse },
    }),
  }),
  /** Expands a node of the graph: the company's QSA. */
  expandCompanyQsa: defineEndpoint({
    method: 'POST',
    path: '/v1/business-relationships/organizations/:orgId/holder/:holderId/userPlanConsumeBusinessRelationshipsSummary/:relationshipAnalysisId/organizationQSA/:entityId',
    schemas: (s) => ({
      params: s.relationships.ExpandNodeParams,
      response: { 200: s.relationships.RelationshipExpansionResponse },
    }),
  }),
  /** Expands a node of the graph: the companies where the entity is a partner. */
  expandPartnerCompanies: defineEndpoint({
    method: 'POST',
    path: '/v1/business-relationships/organizations/:orgId/holder/:holderId/userPlanConsumeBusinessRelationshipsSummary/:relationshipAnalysisId/relation/:entityId',
    schemas: (s) => ({
      params: s.relationships.ExpandNodeParams,
      response: { 200: s.relationships.RelationshipExpansionResponse },
    }),
  }),
  lookupQsa: defineEndpoint({
    method: 'POST',
    path: '/v1/organizations/:orgId/qsa/:documentNumber',
    schemas: (s) => ({ params: s.relationships.QsaLookupParams, response: { 200: s.relationships.QsaLookupResponse } }),
  }),
  lookupParentCompanies: defineEndpoint({
    method: 'POST',
    path: '/v1/relationships-parents',
    schemas: (s) => ({
      body: s.relationships.RelationshipsParentsBody,
      response: { 200: s.relationships.RelationshipsParentsResponse },
    }),
  }),
  /** The analysis's counts; `retry=true` re-runs a failed analysis (202). */
  getRelationshipDetail: defineEndpoint({
    method: 'POST',
    path: '/v2/analytics/userPlanConsumeBusinessRelationshipsDetail/:relationshipAnalysisId',
    schemas: (s) => ({
      params: s.relationshipsV2.RelationshipV2Params,
      query: s.relationshipsV2.RelationshipRetryQuery,
      body: s.relationshipsV2.RelationshipV2Body,
      response: {
        200: s.relationshipsV2.RelationshipDetailResponse,
        202: s.relationshipsV2.RelationshipDetailResponse,
      },
    }),
  }),
  /** Like expandCompanyQsa for the entity the body names; `retry=true` looks a failed entity up again first. */
  expandEntityQsa: defineEndpoint({
    method: 'POST',
    path: '/v2/analytics/organizationQSARelations/:relationshipAnalysisId',
    schemas: (s) => ({
      params: s.relationshipsV2.RelationshipV2Params,
      query: s.relationshipsV2.RelationshipRetryQuery,
      body: s.relationshipsV2.RelationshipV2Body,
      response: { 200: s.relationships.RelationshipExpansionResponse },
    }),
  }),
  /** Like expandPartnerCompanies for the entity the body names; `retry=true` looks a failed entity up again first. */
  expandEntityPartnerCompanies: defineEndpoint({
    method: 'POST',
    path: '/v2/analytics/relationshipsParents/:relationshipAnalysisId',
    schemas: (s) => ({
      params: s.relationshipsV2.RelationshipV2Params,
      query: s.relationshipsV2.RelationshipRetryQuery,
      body: s.relationshipsV2.RelationshipV2Body,
      response: { 200: s.relationships.RelationshipExpansionResponse },
    }),
  }),
  /** Records in the audit trail an export of the graph made on the device. */
  recordGraphExport: defineEndpoint({
    method: 'POST',
    path: '/v1/business-relationships/organizations/:orgId/holder/:holderId/userPlanConsumeBusinessRelationshipsSummary/:relationshipAnalysisId/export',
    schemas: (s) => ({
      params: s.relationships.RelationshipAnalysisParams,
      body: s.relationships.RecordGraphExportBody,
      response: { 204: s.common.NoContent },
    }),
  }),
  /** An analyst's decision on a hit (confirmed or dismissed, with a reason); the newest one counts. */
  decideRisk: defineEndpoint({
    method: 'PUT',
    path: '/v1/business-relationships/organizations/:orgId/holder/:holderId/userPlanConsumeBusinessRelationshipsSummary/:relationshipAnalysisId/risk-decisions',
    schemas: (s) => ({
      params: s.relationships.RelationshipAnalysisParams,
      body: s.riskDecisions.RiskDecisionBody,
      response: { 200: s.riskDecisions.RiskDecisionResponse },
    }),
  }),
};
