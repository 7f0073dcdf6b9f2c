import type { AppConfig } from '../../../src/contract/app-config.ts';
import { buildApp, type App, type BuildAppOptions } from '../../../server/app.ts';
import type { Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { seed } from '../../../server/seed/seed.ts';
import { createTestIdentity, type TestIdentity, type TokenClaims } from './tokens.ts';

export const TEST_APP_CONFIG: AppConfig = {
  identity: { userPoolId: 'local_testpool', userPoolClientId: 'test-client-id', userPoolEndpoint: '/identity/', oauthDomain: null },
  sentryDsn: 'https://abc123@o4501.ingest.sentry.io/42',
  contact: { email: 'suporte@exemplo.test', phone: '+55 11 4000-0000' },
};

export interface TestContext {
  app: App;
  db: Db;
  identity: TestIdentity;
  /** Authorization header value for a signed ID token. */
  bearer(claims?: TokenClaims): string;
  /** Bearer for one of the demo users by e-mail. */
  as(email: string): { authorization: string };
  close(): Promise<void>;
}

/** A fresh in-memory PGlite, migrated and seeded (a few processes), with the app on top. One per test file. */
export async function createTestContext(overrides: Partial<BuildAppOptions> = {}, processes = 20): Promise<TestContext> {
  const db = await openDatabase();
  await migrate(db);
  await seed(db, { processes });
  const identity = createTestIdentity();
  const app = await buildApp({ db, verifier: identity.verifier, appConfig: TEST_APP_CONFIG, ...overrides });
  await app.ready();
  const bearer = (claims: TokenClaims = {}) => `Bearer ${identity.sign(claims)}`;
  return {
    app,
    db,
    identity,
    bearer,
    as: (email) => ({ authorization: bearer({ email }) }),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
