import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountEndpoints } from '../../src/contract/endpoints/account.ts';
import { SIGNED_IN } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { route } from '../http/route.ts';

/** GET /v1/user — the caller, as the database knows them. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    accountEndpoints.getUser,
    { access: SIGNED_IN, tags: ['usuário'], summary: 'Usuário autenticado', errors: [401] },
    async (request) => {
      const { user } = requireAuth(request);
      return {
        id: user.id,
        firstname: user.first_name,
        lastname: user.last_name,
        username: user.email,
        picture: user.picture,
      };
    },
  );
};
