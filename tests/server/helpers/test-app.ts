import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../../../src/contract/app-config.ts';
import { buildApp, type App, type BuildAppOptions } from '../../../server/app.ts';
import type { Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openTestDatabase } from './test-database.ts';
import { seed } from '../../../server/seed/seed.ts';
import { createFakeIdentityAdmin } from './fake-identity-admin.ts';
import { createTestIdentity, type TestIdentity, type TokenClaims } from './tokens.ts';

export const TEST_APP_CONFIG: AppConfig = {
  identity: {
    userPoolId: 'local_testpool',
    userPoolClientId: 'test-client-id',
    userPoolEndpoint: '/identity/',
    oauthDomain: null,
  },
  sentryDsn: 'https://abc123@o4501.ingest.sentry.io/42',
  contact: { email: 'suporte@exemplo.test', phone: '+55 11 4000-0000' },
};

/** One request of a test: who sends it (a demo user's e-mail; omitted = no token), its JSON body and extra headers. */
export interface RequestOptions {
  as?: string;
  body?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

type Send = (url: string, options?: RequestOptions) => Promise<LightMyRequestResponse>;

export interface TestContext {
  app: App;
  db: Db;
  identity: TestIdentity;
  /** Authorization header value for a signed ID token. */
  bearer(claims?: TokenClaims): string;
  /** Bearer for one of the demo users by e-mail. */
  as(email: string): { authorization: string };
  /** `ctx.get(url, { as: 'basico@exemplo.test' })`: the app answers in memory (inject), signed as that user. */
  get: Send;
  post: Send;
  put: Send;
  del: Send;
  close(): Promise<void>;
}

/** A fresh database (in-memory PGlite; a scratch PostgreSQL database in the server-pg project), migrated and seeded (a few processes), with the app on top. One per test file. */
export async function createTestContext(
  overrides: Partial<BuildAppOptions> = {},
  processes = 20,
): Promise<TestContext> {
  const db = await openTestDatabase();
  await migrate(db);
  await seed(db, { processes });
  const identity = createTestIdentity();
  // A fake identity administration (adduser, reinvite) unless the test brings its own.
  // Jobs: a failed one is retried at once (no backoff to wait for); `await ctx.app.jobs.drain()` waits for them all.
  const app = await buildApp({
    db,
    verifier: identity.verifier,
    appConfig: TEST_APP_CONFIG,
    identityAdmin: createFakeIdentityAdmin(),
    jobs: { retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 },
    ...overrides,
  });
  await app.ready();
  const bearer = (claims: TokenClaims = {}) => `Bearer ${identity.sign(claims)}`;
  const send =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE'): Send =>
    (url, options = {}) =>
      app.inject({
        method,
        url,
        headers: {
          ...(options.as === undefined ? {} : { authorization: bearer({ email: options.as }) }),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { payload: options.body }),
      });
  return {
    app,
    db,
    identity,
    bearer,
    as: (email) => ({ authorization: bearer({ email }) }),
    get: send('GET'),
    post: send('POST'),
    put: send('PUT'),
    del: send('DELETE'),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
