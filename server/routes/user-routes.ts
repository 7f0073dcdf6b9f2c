import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountEndpoints } from '../../src/contract/endpoints/account.ts';
import type { UserResponse } from '../../src/contract/user.ts';
import { SIGNED_IN } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { route } from '../http/route.ts';
import type { UserRow } from '../repositories/users.ts';

/** The caller as the API shows them (GET /v1/user and the session's start). */
export function toUserResponse(user: UserRow): UserResponse {
  return {
    id: user.id,
    firstname: user.first_name,
    lastname: user.last_name,
    username: user.email,
    picture: user.picture,
  };
}

/** GET /v1/user — the caller, as the database knows them. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    accountEndpoints.getUser,
    { access: SIGNED_IN, tags: ['usuário'], summary: 'Usuário autenticado', errors: [401] },
    async (request) => toUserResponse(requireAuth(request).user),
  );
};
