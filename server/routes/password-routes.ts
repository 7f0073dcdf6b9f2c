import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ForgotPasswordBody } from '../../src/contract/auth.ts';
import { PUBLIC } from '../auth/access.ts';
import { forbidden } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { findUserByEmail } from '../repositories/users.ts';
import { errorResponses } from './route-schemas.ts';

/**
 * POST /v1/forgot-password — asked before the identity service sends a reset code: 403 for a user restricted to
 * administrator resets (docs/product.md#password-reset-restriction), 204 otherwise. An unknown e-mail gets the 204 of a real account, after the
 * same single lookup, so the route does not tell whether an account exists (issue 14).
 */
export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/forgot-password',
    {
      config: { access: PUBLIC('Asked before signing in, to know whether the identity service may send a reset code') },
      schema: {
        tags: ['usuário'],
        summary: 'Verifica se o usuário pode redefinir a própria senha',
        body: ForgotPasswordBody,
        response: { 204: Type.Null(), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user && !user.can_reset_password) throw forbidden(MESSAGES.resetRestricted);
      return reply.code(204).send(null);
    },
  );
};
