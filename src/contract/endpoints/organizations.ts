import { defineEndpoint } from './define-endpoint.ts';

/** The caller's organizations and their holders (docs/api.md#organization-holders-and-plans). */
export const organizationEndpoints = {
  listOrganizations: defineEndpoint({
    method: 'GET',
    path: '/v1/organization',
    schemas: (s) => ({ response: { 200: s.organization.OrganizationList } }),
  }),
  listHolders: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/holders',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.organization.HolderList } }),
  }),
};
