import { defineEndpoint } from './define-endpoint.ts';

/** The organization's audit trail (docs/api.md#organization-users-and-audit). */
export const auditEndpoints = {
  listAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/audit',
    schemas: (s) => ({
      params: s.common.OrgParams,
      query: s.organizationUsers.AuditQuery,
      response: { 200: s.organizationUsers.AuditEventList },
    }),
  }),
  exportAudit: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/audit/export',
    schemas: (s) => ({
      params: s.common.OrgParams,
      query: s.organizationUsers.AuditQuery,
      response: { 200: s.fileAnswers.binaryResponse('Arquivo CSV') },
    }),
  }),
  verifyAudit: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/audit/verify',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.organizationUsers.AuditChainCheck } }),
  }),
};
