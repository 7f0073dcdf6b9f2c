import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountEndpoints } from '../../src/contract/endpoints/account.ts';
import { PUBLIC, SIGNED_IN } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { forbidden } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { acceptTerms, findTermsAcceptance } from '../repositories/terms.ts';

export const termsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Unauthenticated (docs/api.md#identity-and-user): sent while completing a temporary password, before a session exists. */
  route(
    app,
    accountEndpoints.acceptTerms,
    {
      access: PUBLIC('Sent while completing a temporary password, before a session exists'),
      tags: ['usuário'],
      summary: 'Registra o aceite dos termos (idempotente)',
      errors: [400],
    },
    async (request, reply) => {
      await acceptTerms(app.db, request.body.email, request.body.type);
      return reply.code(204).send(null);
    },
  );

  /** Authenticated, and only for the caller's own e-mail: whether someone accepted is not public. */
  route(
    app,
    accountEndpoints.getTermsAcceptance,
    {
      access: SIGNED_IN,
      tags: ['usuário'],
      summary: 'Consulta o aceite da política de privacidade',
      errors: [400, 401, 403],
    },
    async (request) => {
      const { user } = requireAuth(request);
      const email = request.params.email.trim().toLowerCase();
      if (email !== user.email) throw forbidden(MESSAGES.otherUsersTerms);
      const acceptedAt = await findTermsAcceptance(app.db, email, 'PRIVACY_POLICY');
      return {
        email,
        type: 'PRIVACY_POLICY' as const,
        accepted: acceptedAt !== null,
        acceptedAt: acceptedAt?.toISOString() ?? null,
      };
    },
  );
};
