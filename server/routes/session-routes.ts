import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountEndpoints } from '../../src/contract/endpoints/account.ts';
import { SIGNED_IN } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { announceAuthChange } from '../auth/auth-invalidation.ts';
import { route } from '../http/route.ts';
import { revokeToken } from '../repositories/revoked-tokens.ts';

/**
 * DELETE /v1/session — sign-out on the API's side. The identity service cannot take back an ID token it issued, so
 * the API refuses this one until it expires: a copy left in memory, a log or another tab is useless afterwards.
 */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    accountEndpoints.endSession,
    {
      access: SIGNED_IN,
      tags: ['usuário'],
      summary: 'Encerra a sessão: o token enviado deixa de ser aceito pela API',
      errors: [401],
    },
    async (request, reply) => {
      const { user, identity, tokenHash } = requireAuth(request);
      // Effective at once on every API instance on this database (auth-invalidation.ts).
      await app.db.transaction(async (tx) => {
        await revokeToken(tx, { tokenHash, userId: user.id, expiresAt: new Date(identity.expiresAt) });
        await announceAuthChange(tx, { kind: 'revoked', tokenHash });
      });
      app.authCache.revocations.set(tokenHash, true);
      return reply.code(204).send(null);
    },
  );
};
