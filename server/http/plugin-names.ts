/**
 * The names of the server's infrastructure plugins (fastify-plugin `name`), so that a plugin's `dependencies` refer to
 * them by constant: Fastify refuses to register a plugin whose dependencies are not registered yet, which is how the
 * registration order in buildApp is checked rather than kept in comments.
 */
export const PLUGIN = {
  appMetrics: 'app-metrics',
  core: 'core',
  routeCatalogue: 'route-catalogue',
  strictNumericInput: 'strict-numeric-input',
  errorHandler: 'error-handler',
  securityHeaders: 'security-headers',
  oversizedBodies: 'oversized-bodies',
  authentication: 'authentication',
  authInvalidation: 'auth-invalidation',
  authorization: 'authorization',
  refusedAdminAudit: 'refused-admin-audit',
  openApi: 'openapi',
  publicRateLimits: 'public-rate-limits',
  jobs: 'jobs',
  apiRoutes: 'api-routes',
  observabilityRoutes: 'observability-routes',
  staticPwa: 'static-pwa',
} as const;
