import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserResponse } from '../../src/contract/user.ts';
import { SIGNED_IN } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { BEARER_SECURITY, errorResponses } from './route-schemas.ts';

/** GET /v1/user — the caller, as the database knows them. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/user',
    {
      config: { access: SIGNED_IN },
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
