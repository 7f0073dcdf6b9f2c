/**
 * npm run start:prod — one API instance for a real firm (docs/deploy.md): the API, the PWA and the /identity/ proxy
 * on PostgreSQL (DATABASE_URL) and Amazon Cognito (COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID), JSON logs on stdout.
 * Every variable is checked before anything opens (scripts/production/setting-rules.ts); one message lists each
 * problem and the process exits 1 with nothing listening. It never migrates (npm run migrate does) and refuses a
 * database whose migrations differ from its own. The identity emulator, the demo seed and the demo court feed
 * need DEMO=1. Prints `API_READY <url>` once it listens.
 */
import { DEMO_USERS } from '../../server/demo/demo-users.ts';
import type { Db } from '../../server/db/db.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { newerSchemaProblem, pendingSchemaProblem, schemaStatus } from '../../server/db/schema-version.ts';
import { provisionIdentity } from '../../server/dev-stack/provision-identity.ts';
import { linkUserSubjects } from '../../server/repositories/users.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { restoreDemoInvitations } from '../../server/seed/seed-demo-world.ts';
import { READY_PREFIX } from '../api-instances.ts';
import { installShutdown } from '../env-options.ts';
import { buildStackApp, type IdentityEndpoints } from '../stack-app.ts';
import { productionSettings, type ProductionIdentity, type ProductionSettings } from './production-settings.ts';

/** Amazon Cognito's addresses for the pool, or the emulator's (DEMO=1). */
export function identityEndpoints(identity: ProductionIdentity): IdentityEndpoints {
  const url = identity.endpoint ?? `https://cognito-idp.${identity.region}.amazonaws.com`;
  const issuer = `${url}/${identity.userPoolId}`;
  return {
    url,
    userPoolId: identity.userPoolId,
    clientId: identity.clientId,
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    ...(identity.endpoint ? {} : { region: identity.region }),
  };
}

/** DEMO=1 SEED_DEMO=1: the demo organizations in an empty database, bound to the demo people in the emulator. */
async function seedDemo(db: Db, identity: ProductionIdentity, processes: number | undefined): Promise<void> {
  const provisioned = await provisionIdentity(identity.endpoint ?? '', { users: DEMO_USERS });
  if (provisioned.userPoolId !== identity.userPoolId) {
    throw new Error(
      `SEED_DEMO: o emulador criou os usuários no pool ${provisioned.userPoolId}, não em COGNITO_USER_POOL_ID / the emulator's demo pool is ${provisioned.userPoolId}, not COGNITO_USER_POOL_ID`,
    );
  }
  await seedIfEmpty(db, processes === undefined ? {} : { processes });
  await restoreDemoInvitations(db);
  await linkUserSubjects(db, provisioned.subjects);
}

async function start(settings: ProductionSettings): Promise<void> {
  const db = await openDatabase({ url: settings.databaseUrl });
  try {
    const status = await schemaStatus(db);
    const problem = newerSchemaProblem(status) ?? pendingSchemaProblem(status);
    if (problem) throw new Error(problem);
    if (settings.seedDemo) await seedDemo(db, settings.identity, settings.seedProcesses);
    const app = await buildStackApp(db, identityEndpoints(settings.identity), {
      staticDir: settings.pwaDist,
      logger: { level: settings.logLevel },
      env: process.env,
      enableTestRoutes: false,
      rateLimits: settings.rateLimits,
      courtFeedMinutes: settings.courtFeedMinutes,
      trustProxy: settings.trustProxy,
      jobs: settings.jobs,
      push: { vapid: settings.vapid, testOrigins: [] },
      observability: { metricsToken: settings.metricsToken, processMetrics: true },
    });
    installShutdown(
      async () => {
        await app.close();
        await db.close();
      },
      (message) => app.log.info(message.trim()),
    );
    const address = await app.listen({ host: settings.host, port: settings.port });
    app.log.info({ address, demo: settings.demo, metrics: settings.metricsToken !== null }, 'API ready');
    console.log(`${READY_PREFIX}${address}`);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

async function main(): Promise<void> {
  const result = productionSettings(process.env);
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  for (const warning of result.warnings) console.warn(warning);
  await start(result.settings);
}

main().catch((error: unknown) => {
  console.error(
    `Não foi possível iniciar / Could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
