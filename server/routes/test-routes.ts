import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { e2eSupportEndpoints } from '../../src/contract/endpoints/e2e-support.ts';
import { PUBLIC } from '../auth/access.ts';
import { runCourtFeed } from '../feed/court-feed.ts';
import { notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { findOrganizationName } from '../repositories/organizations.ts';

/** Registered only with buildApp({ enableTestRoutes: true }) — e2e drives the court feed through it. */
export const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    e2eSupportEndpoints.runCourtFeed,
    {
      access: PUBLIC('Test-only: registered only with enableTestRoutes (e2e), never in production'),
      hide: true,
      errors: [400, 404],
    },
    async (request) => {
      if ((await findOrganizationName(app.db, request.body.organizationId)) === null)
        throw notFound(MESSAGES.organizationNotFound);
      const { organizationId, seed, movements, documentNumber } = request.body;
      const created: { organizationId: number; notificationIds: number[] }[] = [];
      const report = await runCourtFeed(app.db, {
        organizationId,
        seed,
        movements,
        documentNumber,
        onNotificationsCreated: (batch) => created.push(batch),
      });
      // As the scheduled feed does (jobs/job-handlers.ts): the pushes go through the job queue.
      for (const batch of created) await app.jobs.send('push-send', batch);
      return report;
    },
  );
};
