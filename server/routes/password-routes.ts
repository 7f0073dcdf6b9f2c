import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountEndpoints } from '../../src/contract/endpoints/account.ts';
import { PUBLIC } from '../auth/access.ts';
import { forbidden } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { findUserByEmail } from '../repositories/users.ts';

/**
 * POST /v1/forgot-password — asked before the identity service sends a reset code: 403 for a user restricted to
 * administrator resets (docs/product.md#password-reset-restriction), 204 otherwise. An unknown e-mail gets the 204 of a real account, after the
 * same single lookup, so the route does not tell whether an account exists.
 */
export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    accountEndpoints.checkPasswordReset,
    {
      access: PUBLIC('Asked before signing in, to know whether the identity service may send a reset code'),
      tags: ['usuário'],
      summary: 'Verifica se o usuário pode redefinir a própria senha',
      errors: [400, 403],
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user && !user.can_reset_password) throw forbidden(MESSAGES.resetRestricted);
      return reply.code(204).send(null);
    },
  );
};
