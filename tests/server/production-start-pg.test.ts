import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READY_PREFIX } from '../../scripts/api-instances.ts';
import type { Db } from '../../server/db/db.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { DEMO_ORGS, DEMO_PASSWORD, DEMO_USERS } from '../../server/demo/demo-users.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { provisionIdentity } from '../../server/dev-stack/provision-identity.ts';
import { generateVapidConfig } from '../../server/push/vapid-keys.ts';
import { linkUserSubjects } from '../../server/repositories/users.ts';
import { seed } from '../../server/seed/seed.ts';
import { restoreDemoInvitations } from '../../server/seed/seed-demo-world.ts';
import { startCuttableProxy, type CuttableProxy } from './helpers/cuttable-tcp-proxy.ts';
import { startScratchEmulator, type ScratchEmulator } from './helpers/scratch-emulator.ts';
import { createScratchDatabase, testPostgresUrl } from './helpers/test-database.ts';

const ORG = `/v1/organization/${DEMO_ORGS.moraes}`;
const METRICS_TOKEN = 'prod-metrics-token-0123456789abcdef';
const NEW_PASSWORD = 'Colega@Prod2026';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Started {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  exited: Promise<number | null>;
}

function startProd(env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/production/start-prod.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => stdout.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout, stderr, exited };
}

async function readyUrl(started: Started, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = started.stdout
      .join('')
      .split('\n')
      .find((each) => each.startsWith(READY_PREFIX));
    if (line) return line.slice(READY_PREFIX.length).trim();
    if (started.child.exitCode !== null)
      throw new Error(`start:prod exited ${started.child.exitCode}: ${started.stderr.join('')}`);
    if (Date.now() > deadline) throw new Error(`start:prod not ready: ${started.stderr.join('')}`);
    await sleep(200);
  }
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * The production start for real: npm run migrate, then npm run start:prod on a PostgreSQL server (through a relay
 * the test can cut) and cognito-local administered through the AWS SDK. Needs a PostgreSQL server: it runs in
 * npm test's PostgreSQL stage (vitest project server-pg) and is skipped elsewhere.
 */
describe.skipIf(!testPostgresUrl())(
  "npm run start:prod on PostgreSQL and cognito-local (needs TEST_DATABASE_URL: npm test's pg stage)",
  { timeout: 240_000 },
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let relay: CuttableProxy;
    let db: Db;
    let emulator: ScratchEmulator;
    let env: NodeJS.ProcessEnv;
    let prod: Started;
    let origin = '';
    let clientId = '';
    const secrets: string[] = [DEMO_PASSWORD, NEW_PASSWORD];

    beforeAll(async () => {
      scratch = await createScratchDatabase(testPostgresUrl() ?? '');
      const target = new URL(scratch.url);
      relay = await startCuttableProxy({ host: target.hostname, port: Number(target.port) });
      const relayed = new URL(scratch.url);
      relayed.port = String(relay.port);

      emulator = await startScratchEmulator('prod-identity');
      const identity = await provisionIdentity(emulator.url, { users: DEMO_USERS });
      clientId = identity.clientId;

      const vapid = generateVapidConfig();
      env = {
        DATABASE_URL: relayed.toString(),
        DEMO: '1',
        COGNITO_ENDPOINT: emulator.url,
        COGNITO_USER_POOL_ID: identity.userPoolId,
        COGNITO_CLIENT_ID: identity.clientId,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        PWA_DIST: '',
        METRICS_TOKEN,
        LOG_LEVEL: 'info',
        PORT: String(await findFreePort()),
        JOB_POLL_SECONDS: '1',
      };

      // Migrations are their own command; the firm's data exists before the API starts.
      const migrated = startProdLike('scripts/migrate.ts', env);
      expect(await migrated.exited, migrated.stderr.join('')).toBe(0);
      db = await openDatabase({ url: scratch.url });
      await seed(db, { processes: 20 });
      await restoreDemoInvitations(db);
      await linkUserSubjects(db, identity.subjects);

      prod = startProd(env);
      origin = (await readyUrl(prod, 90_000)).replace('localhost', '127.0.0.1');
    }, 240_000);

    afterAll(async () => {
      if (prod?.child.exitCode === null) {
        prod.child.kill('SIGTERM');
        await prod.exited;
      }
      await db?.close();
      await relay?.close();
      await scratch?.drop();
      await emulator?.stop();
    });

    function startProdLike(script: string, extra: NodeJS.ProcessEnv): Started {
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        env: { PATH: process.env.PATH ?? '', ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const stdout: string[] = [];
      const stderr: string[] = [];
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => stdout.push(chunk));
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
      return { child, stdout, stderr, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
    }

    async function cognito(target: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
      const response = await fetch(`${origin}/identity/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    }
    const signIn = (email: string, password: string) =>
      cognito('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
    const idToken = (answer: { json: Record<string, unknown> }) => {
      const token = (answer.json['AuthenticationResult'] as { IdToken: string }).IdToken;
      secrets.push(token);
      return token;
    };
    const api = (token: string, path: string, method = 'GET', body?: object) =>
      fetch(`${origin}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    it('invites a person through the SDK, who signs in, sets a password and works until deactivated', async () => {
      const admin = idToken(await signIn('admin@exemplo.test', DEMO_PASSWORD));
      expect((await api(admin, '/v1/user')).status).toBe(200);
      const added = await api(admin, `${ORG}/adduser`, 'POST', {
        username: 'colega.prod@exemplo.test',
        name: 'Colega Produção',
        organizationLawFirmId: DEMO_ORGS.moraes,
        accessType: 'BASIC',
      });
      expect(added.status).toBe(201);
      const { temporaryPassword, user } = (await added.json()) as { temporaryPassword: string; user: { id: string } };
      secrets.push(temporaryPassword);

      const first = await signIn('colega.prod@exemplo.test', temporaryPassword);
      expect(first.json['ChallengeName']).toBe('NEW_PASSWORD_REQUIRED');
      const done = await cognito('RespondToAuthChallenge', {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: clientId,
        Session: first.json['Session'],
        ChallengeResponses: { USERNAME: 'colega.prod@exemplo.test', NEW_PASSWORD },
      });
      expect(done.status).toBe(200);
      const colega = idToken(done);
      expect((await api(colega, `${ORG}/notifications/total`)).status).toBe(200);

      expect((await api(admin, `${ORG}/user/${user.id}/inactivate`, 'PUT')).status).toBe(200);
      expect((await api(colega, `${ORG}/notifications/total`)).status).toBe(403);
    });

    it('logs JSON lines per request with organization and user, and no secret', async () => {
      await sleep(300);
      const lines = prod.stdout
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'));
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(
        records.some(
          (record) =>
            record['msg'] === 'request completed' &&
            record['organizationId'] === DEMO_ORGS.moraes &&
            typeof record['userId'] === 'string',
        ),
      ).toBe(true);
      const text = lines.join('\n');
      for (const secret of secrets) expect(text.includes(secret), 'a secret in the log').toBe(false);
    });

    it('serves metrics to the token holder only', async () => {
      expect((await fetch(`${origin}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(text).toContain('painel_http_request_duration_seconds_bucket');
      expect(text).toContain('painel_job_queue_running 1');
      expect(text).toContain('painel_process_cpu_seconds_total');
    });

    it('is unready while the database is away, stays live, and is ready again when it returns', async () => {
      const ready = async () => (await fetch(`${origin}/health/ready`)).status;
      expect(await ready()).toBe(200);
      await relay.cut();
      try {
        const answer = await fetch(`${origin}/health/ready`);
        expect(answer.status).toBe(503);
        expect(await answer.json()).toMatchObject({
          status: 'unavailable',
          checks: { database: 'failing', identity: 'ok' },
        });
        expect((await fetch(`${origin}/health/live`)).status).toBe(200);
      } finally {
        await relay.restore();
      }
      const deadline = Date.now() + 30_000;
      let status = await ready();
      while (status !== 200 && Date.now() < deadline) {
        await sleep(500);
        status = await ready();
      }
      expect(status).toBe(200);
    });

    it('stops cleanly on SIGTERM, and refuses to start on a database a newer release migrated', async () => {
      prod.child.kill('SIGTERM');
      expect(await prod.exited).toBe(0);

      await db.query("INSERT INTO schema_migrations (version, name) VALUES ('9999', 'from_the_future')");
      try {
        const refused = startProd(env);
        expect(await refused.exited).toBe(1);
        expect(refused.stderr.join('')).toMatch(/migrações 9999 desconhecidas.*migrations 9999 unknown/);
        expect(refused.stdout.join('')).not.toContain(READY_PREFIX);
        expect(await listening(Number(env.PORT))).toBe(false);
      } finally {
        await db.query("DELETE FROM schema_migrations WHERE version = '9999'");
      }
    });

    it("with DEMO=1 SEED_DEMO=1 seeds an empty database and binds it to the emulator's demo people", async () => {
      const empty = await createScratchDatabase(testPostgresUrl() ?? '');
      const demoEnv = {
        ...env,
        DATABASE_URL: empty.url,
        SEED_DEMO: '1',
        SEED_PROCESSES: '20',
        PORT: String(await findFreePort()),
      };
      let demo: Started | null = null;
      try {
        expect(await startProdLike('scripts/migrate.ts', demoEnv).exited).toBe(0);
        demo = startProd(demoEnv);
        origin = (await readyUrl(demo, 120_000)).replace('localhost', '127.0.0.1');
        const admin = idToken(await signIn('admin@exemplo.test', DEMO_PASSWORD));
        const organizations = (await (await api(admin, '/v1/organization')).json()) as { id: number }[];
        expect(organizations.map((organization) => organization.id)).toContain(DEMO_ORGS.moraes);
      } finally {
        if (demo && demo.child.exitCode === null) {
          demo.child.kill('SIGTERM');
          await demo.exited;
        }
        await empty.drop();
      }
    });
  },
);
