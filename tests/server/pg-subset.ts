/**
 * The server test files that also run against a PostgreSQL server (vitest project `server-pg`, scripts/run-tests.mjs
 * stage `pg`): the ones whose SQL or concurrency could behave differently there than on PGlite — migrations and
 * seed, repositories behind the lists and counts, idempotency, the feed, the job queue, retention, the cross-org
 * sweep — and the multi-instance tests that need a server. The rest of the server suite runs on PGlite only (the
 * SQL is the same; a full second run would double CI time).
 */
export const PG_TEST_FILES = [
  'tests/server/migrations.test.ts',
  'tests/server/seed.test.ts',
  'tests/server/accent-blind-search.test.ts',
  'tests/server/process-list.test.ts',
  'tests/server/process-counts.test.ts',
  'tests/server/movements.test.ts',
  'tests/server/manual-upload.test.ts',
  'tests/server/analyses.test.ts',
  'tests/server/generated-reports.test.ts',
  // The extract's page and totals join the bills (prices of billed months) in SQL both databases plan.
  'tests/server/billing-and-extract.test.ts',
  'tests/server/court-feed.test.ts',
  'tests/server/jobs.test.ts',
  // The wake after a commit: on PostgreSQL a fetch before the commit does not see the job (on PGlite it waits for it).
  'tests/server/job-wake.test.ts',
  'tests/server/retention.test.ts',
  'tests/server/notification-centre.test.ts',
  'tests/server/organization-users.test.ts',
  'tests/server/session-revocation.test.ts',
  'tests/server/auth-cache-instances.test.ts',
  // Challenge sessions are taken once across API instances (an atomic DELETE on a shared server).
  'tests/server/identity-challenge.test.ts',
  // Certificates with their PDF bytes (bytea, jsonb) and the registry's status upsert.
  'tests/server/watchlists/tcu-certificate-routes.test.ts',
  'tests/server/company-registry/registry-status.test.ts',
  'tests/server/security/sweep-cross-org.test.ts',
  'tests/server/security/upload-faults.test.ts',
  'tests/server/multi-instance/*.test.ts',
  // The production start and backups need a real server (pg_dump, a database that goes away).
  'tests/server/production-start-pg.test.ts',
  'tests/server/backup-restore-pg.test.ts',
];
