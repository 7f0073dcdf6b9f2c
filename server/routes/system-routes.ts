import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppConfig } from '../../src/contract/app-config.ts';
import { PUBLIC } from '../auth/access.ts';
import type {} from '../http/fastify-decorations.ts';
import { pingDatabase } from '../repositories/health.ts';
import { errorResponses } from '../http/route.ts';

const Health = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') });

/** Unauthenticated endpoints: the runtime configuration of the PWA and a health check. */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const appConfig = app.appConfig;
  app.get(
    '/app-config.json',
    {
      config: { access: PUBLIC('The PWA reads its identity and Sentry settings before anyone signs in') },
      schema: { tags: ['sistema'], summary: 'Configuração de execução do PWA', response: { 200: AppConfig } },
    },
    async (_request, reply) => {
      // Pool and client ids change when the identity is recreated: revalidate on every start.
      reply.header('Cache-Control', 'no-cache');
      return appConfig;
    },
  );

  app.get(
    '/health',
    {
      config: { access: PUBLIC('Probed by load balancers and uptime checks, which hold no token') },
      schema: {
        tags: ['sistema'],
        summary: 'Saúde do serviço e do banco',
        response: { 200: Health, ...errorResponses(500) },
      },
    },
    async (_request, reply) => {
      await pingDatabase(app.db);
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
