import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { PLUGIN } from '../http/plugin-names.ts';
import { activityRoutes } from '../routes/activity-routes.ts';
import { analysisRoutes } from '../routes/analysis-routes.ts';
import { auditRoutes } from '../routes/audit-routes.ts';
import { balanceRoutes } from '../routes/balance-routes.ts';
import { billingRoutes } from '../routes/billing-routes.ts';
import { caseFileRoutes } from '../routes/case-file-routes.ts';
import { checklistRoutes } from '../routes/checklist-routes.ts';
import { courtDataRoutes } from '../routes/court-data-routes.ts';
import { customFieldRoutes } from '../routes/custom-field-routes.ts';
import { generatedReportRoutes } from '../routes/generated-report-routes.ts';
import { monitoringRoutes } from '../routes/monitoring-routes.ts';
import { movementRoutes } from '../routes/movement-routes.ts';
import { notificationRoutes } from '../routes/notification-routes.ts';
import { organizationRoutes } from '../routes/organization-routes.ts';
import { organizationUserRoutes } from '../routes/organization-user-routes.ts';
import { passwordRoutes } from '../routes/password-routes.ts';
import { peopleRoutes } from '../routes/people-routes.ts';
import { processRoutes } from '../routes/process-routes.ts';
import { pushRoutes } from '../routes/push-routes.ts';
import { relationshipExportRoutes } from '../routes/relationship-export-routes.ts';
import { riskDecisionRoutes } from '../routes/risk-decision-routes.ts';
import { relationshipRoutes } from '../routes/relationship-routes.ts';
import { reportRoutes } from '../routes/report-routes.ts';
import { searchRoutes } from '../routes/search-routes.ts';
import { sessionRoutes } from '../routes/session-routes.ts';
import { systemRoutes } from '../routes/system-routes.ts';
import { termsRoutes } from '../routes/terms-routes.ts';
import { tcuCertificateRoutes } from '../routes/tcu-certificate-routes.ts';
import { testRoutes } from '../routes/test-routes.ts';
import { uploadRoutes } from '../routes/upload-routes.ts';
import { userRoutes } from '../routes/user-routes.ts';

/**
 * Every route file of the API, in one list: a new area adds its line here (docs/how-to.md#add-an-endpoint). Route
 * files read their dependencies from the app's decorators (server/http/fastify-decorations.ts).
 */
const ROUTE_FILES: readonly FastifyPluginAsyncTypebox[] = [
  systemRoutes,
  userRoutes,
  sessionRoutes,
  passwordRoutes,
  termsRoutes,
  organizationRoutes,
  balanceRoutes,
  notificationRoutes,
  processRoutes,
  movementRoutes,
  uploadRoutes,
  customFieldRoutes,
  checklistRoutes,
  peopleRoutes,
  organizationUserRoutes,
  auditRoutes,
  caseFileRoutes,
  activityRoutes,
  monitoringRoutes,
  analysisRoutes,
  relationshipRoutes,
  relationshipExportRoutes,
  riskDecisionRoutes,
  tcuCertificateRoutes,
  searchRoutes,
  reportRoutes,
  generatedReportRoutes,
  billingRoutes,
  pushRoutes,
  courtDataRoutes,
];

export interface ApiRoutesOptions {
  /** Registers the test-only routes (POST /v1/test/court-feed); e2e only, never in production. */
  enableTestRoutes?: boolean;
}

/**
 * The API's routes. Its dependencies are every hook a route relies on: the catalogue and the strict-number check see
 * each route as it is added (onRoute), and no route exists before authentication, authorization, the documentation
 * and the public rate limits are in place.
 */
export const apiRoutes = fp<ApiRoutesOptions>(
  async (app, options) => {
    for (const routeFile of ROUTE_FILES) await app.register(routeFile);
    if (options.enableTestRoutes) await app.register(testRoutes);
  },
  {
    name: PLUGIN.apiRoutes,
    dependencies: [
      PLUGIN.core,
      PLUGIN.routeCatalogue,
      PLUGIN.strictNumericInput,
      PLUGIN.errorHandler,
      PLUGIN.authentication,
      PLUGIN.authorization,
      PLUGIN.refusedAdminAudit,
      PLUGIN.openApi,
      PLUGIN.publicRateLimits,
      PLUGIN.jobs,
    ],
  },
);
