import { defineEndpoint } from './define-endpoint.ts';

/** The people assigned to a movement and their responsibilities (docs/api.md#process-workspace). */
export const movementPeopleEndpoints = {
  assignMovementPerson: defineEndpoint({
    method: 'POST',
    path: '/v1/organization/:orgId/moviment/:movementId/people/:userId',
    schemas: (s) => ({
      params: s.movements.MovementPersonParams,
      body: s.movements.AssignPersonBody,
      response: { 200: s.movements.MovementPeople },
    }),
  }),
  setPersonResponsibility: defineEndpoint({
    method: 'PUT',
    path: '/v1/organization/:orgId/moviment/:movementId/people/:userId/responsability/:responsibility',
    schemas: (s) => ({
      params: s.movements.ResponsibilityParams,
      body: s.movements.ResponsibilityBody,
      response: { 200: s.movements.MovementPeople },
    }),
  }),
  removeMovementPerson: defineEndpoint({
    method: 'DELETE',
    path: '/v1/organization/:orgId/moviment/:movementId/people/:userId',
    schemas: (s) => ({ params: s.movements.MovementPersonParams, response: { 200: s.movements.MovementPeople } }),
  }),
};
