import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserResponse } from '../../src/contract/user.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { BEARER_SECURITY, errorResponses } from './route-schemas.ts';

/** GET /v1/user — the caller, as the database knows them. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/user',
    {
      schema: {
        tags: ['usuário'],
        summary: 'Usuário autenticado',
        security: BEARER_SECURITY,
        response: { 200: UserResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return { id: user.id, firstname: user.first_name, lastname: user.last_name, username: user.email, picture: user.picture };
    },
  );
};
