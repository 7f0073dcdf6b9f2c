import { defineEndpoint } from './define-endpoint.ts';

/** A process's movements, the organization's movement types and the manual upload (docs/api.md#movements). */
export const movementEndpoints = {
  listMovements: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/process/:processId/moviments',
    schemas: (s) => ({
      params: s.processes.OrgProcessParams,
      query: s.movements.MovementListQuery,
      response: { 200: s.movements.MovementList },
    }),
  }),
  listManualMovements: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/process/:processId/movimentsmanual',
    schemas: (s) => ({
      params: s.processes.OrgProcessParams,
      query: s.movements.MovementListQuery,
      response: { 200: s.movements.MovementList },
    }),
  }),
  listMovementTypes: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/moviments/types',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.movements.MovementTypeList } }),
  }),
  /** Multipart: file, dtMovimentation, description (src/contract/manual-upload.ts); Idempotency-Key honoured. */
  uploadManualMovement: defineEndpoint({
    method: 'POST',
    path: '/v1/file/uploadManual/:orgId/process/:processId',
    multipart: true,
    schemas: (s) => ({ params: s.processes.OrgProcessParams, response: { 201: s.movements.Movement } }),
  }),
};
