import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrgParams } from '../../src/contract/common.ts';
import { NotificationTotal } from '../../src/contract/notifications.ts';
import { organizationGuard } from '../auth/membership.ts';
import { countUnviewedNotifications } from '../repositories/notifications.ts';
import { BEARER_SECURITY, errorResponses, ORG_ROUTE_ERRORS } from './route-schemas.ts';

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/organization/:orgId/notifications/total',
    {
      preHandler: organizationGuard(),
      schema: {
        tags: ['notificações'],
        summary: 'Total de notificações não visualizadas (badge)',
        security: BEARER_SECURITY,
        params: OrgParams,
        response: { 200: NotificationTotal, ...errorResponses(...ORG_ROUTE_ERRORS) },
      },
    },
    async (request, reply) => {
      // The badge polls this; never let a cache hold a stale count.
      reply.header('Cache-Control', 'no-store');
      return { total: await countUnviewedNotifications(app.db, request.params.orgId) };
    },
  );
};
