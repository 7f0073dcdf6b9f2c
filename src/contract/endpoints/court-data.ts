import { defineEndpoint } from './define-endpoint.ts';

/** Real court data: OAB registrations, the sources' status, court suspensions (docs/api.md#court-data). */
export const courtDataEndpoints = {
  listOabRegistrations: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/court-data/oab-registrations',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.courtData.OabRegistrationList } }),
  }),
  addOabRegistration: defineEndpoint({
    method: 'POST',
    path: '/v1/organization/:orgId/court-data/oab-registrations',
    schemas: (s) => ({
      params: s.common.OrgParams,
      body: s.courtData.OabRegistrationBody,
      response: { 201: s.courtData.OabRegistration },
    }),
  }),
  inactivateOabRegistration: defineEndpoint({
    method: 'PUT',
    path: '/v1/organization/:orgId/court-data/oab-registrations/:registrationId/inactivate',
    schemas: (s) => ({ params: s.courtData.OabRegistrationParams, response: { 200: s.courtData.OabRegistration } }),
  }),
  getSourcesStatus: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/court-data/sources',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.courtData.CourtSourcesStatus } }),
  }),
  listSuspensions: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/court-data/suspensions',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.courtData.CourtSuspensionList } }),
  }),
  addSuspension: defineEndpoint({
    method: 'POST',
    path: '/v1/organization/:orgId/court-data/suspensions',
    schemas: (s) => ({
      params: s.common.OrgParams,
      body: s.courtData.CourtSuspensionBody,
      response: { 201: s.courtData.CourtSuspension },
    }),
  }),
};
