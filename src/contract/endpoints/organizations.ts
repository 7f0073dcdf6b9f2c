import { defineEndpoint } from './define-endpoint.ts';

/** The caller's organizations and their holders (docs/api.md#organization-holders-and-plans). */
export const organizationEndpoints = {
  listOrganizations: defineEndpoint({
    method: 'GET',
    path: '/v1/organization',
    schemas: (s) => ({ response: { 200: s.organization.OrganizationList } }),
  }),
  /** The session's start at sign-in: the user, the organizations and the first organization's holders. */
  startSession: defineEndpoint({
    method: 'GET',
    path: '/v1/session',
    schemas: (s) => ({ response: { 200: s.organization.SessionStart } }),
  }),
  listHolders: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/holders',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.organization.HolderList } }),
  }),
};
