import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { newerSchemaProblem, pendingSchemaProblem, schemaStatus } from '../../server/db/schema-version.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { generateVapidConfig } from '../../server/push/vapid-keys.ts';
import { productionSettings } from '../../scripts/production/production-settings.ts';

const run = promisify(execFile);
const vapid = generateVapidConfig();

/** A complete, valid production environment (Amazon Cognito, no PWA folder); each test breaks what it checks. */
const VALID: NodeJS.ProcessEnv = {
  DATABASE_URL: 'postgres://painel:s3nh4-do-banco@db.interno:5432/painel',
  COGNITO_USER_POOL_ID: 'sa-east-1_AbC123xyz',
  COGNITO_CLIENT_ID: '4h57kq0example0client0id',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  PWA_DIST: '',
};

/** Runs a script to its end; never throws on a non-zero exit. */
async function runScript(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script], {
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : -1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('production settings: every problem in one message', () => {
  it('accepts a complete environment and derives the rest', () => {
    const result = productionSettings({ ...VALID, TRUST_PROXY: '1', LOG_LEVEL: 'warn', METRICS_TOKEN: 'x'.repeat(32) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings).toMatchObject({
      host: '127.0.0.1',
      port: 4180,
      logLevel: 'warn',
      demo: false,
      seedDemo: false,
      courtFeedMinutes: 0,
      pwaDist: null,
      identity: { userPoolId: 'sa-east-1_AbC123xyz', region: 'sa-east-1', endpoint: null },
      metricsToken: 'x'.repeat(32),
    });
    // TRUST_PROXY=1: one proxy in front, the client is one hop back.
    const trust = result.settings.trustProxy as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1)]).toEqual([true, false]);
    expect(productionSettings({ ...VALID, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).toMatchObject({
      ok: true,
      settings: { trustProxy: '10.0.0.0/8, 127.0.0.1' },
    });
  });

  it('names each missing variable, in Portuguese and English', () => {
    const result = productionSettings({ PWA_DIST: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/^Configuração de produção inválida \/ Invalid production configuration:/);
    for (const name of [
      'DATABASE_URL',
      'COGNITO_USER_POOL_ID',
      'COGNITO_CLIENT_ID',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
    ]) {
      expect(result.message).toMatch(new RegExp(`- ${name}: obrigatória — .* / required — `));
    }
    expect(result.message).toMatch(/Nada foi iniciado.*Nothing was started/);
  });

  it('names each malformed variable, echoing the value unless it is a secret', () => {
    const result = productionSettings({
      ...VALID,
      PORT: '80a',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'maybe',
      DATABASE_URL: 'mysql://u:segredo-db@h/db',
      METRICS_TOKEN: 'curto',
      VAPID_PRIVATE_KEY: 'chave-privada-ruim',
      COGNITO_USER_POOL_ID: 'local_abc',
      CONTACT_EMAIL: 'sem-arroba',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '-3',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = result.message.split('\n');
    for (const name of [
      'PORT',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'DATABASE_URL',
      'METRICS_TOKEN',
      'VAPID_PRIVATE_KEY',
      'COGNITO_USER_POOL_ID',
      'CONTACT_EMAIL',
      'RATE_LIMIT_SIGN_IN_PER_ADDRESS',
    ]) {
      expect(
        lines.some((line) => line.includes(name)),
        name,
      ).toBe(true);
    }
    expect(result.message).toContain('(recebido / got "80a")');
    expect(result.message).toContain('(recebido / got "loud")');
    for (const secret of ['segredo-db', 'curto', 'chave-privada-ruim']) expect(result.message).not.toContain(secret);
  });

  it('refuses the emulator, the demo seed, the demo feed and the test switches unless a demo is asked for', () => {
    const demoPieces = {
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
      COGNITO_USER_POOL_ID: 'local_Abc123',
      SEED_DEMO: '1',
      COURT_FEED_MINUTES: '3',
    };
    const refused = productionSettings({
      ...VALID,
      ...demoPieces,
      E2E_TEST_ROUTES: '1',
      PUSH_TEST_ORIGINS: 'http://127.0.0.1:1',
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    for (const name of ['COGNITO_ENDPOINT', 'SEED_DEMO', 'COURT_FEED_MINUTES', 'E2E_TEST_ROUTES', 'PUSH_TEST_ORIGINS'])
      expect(refused.message).toContain(`- ${name}:`);
    expect(refused.message).toMatch(/só com DEMO=1 \/ .*only with DEMO=1/);

    const demo = productionSettings({ ...VALID, ...demoPieces, DEMO: '1' });
    expect(demo).toMatchObject({
      ok: true,
      settings: { demo: true, seedDemo: true, courtFeedMinutes: 3, identity: { endpoint: 'http://127.0.0.1:9229' } },
    });
    // Even in a demo, the emulator is not exposed beyond loopback without the explicit opt-in.
    const exposed = productionSettings({ ...VALID, ...demoPieces, DEMO: '1', HOST: '0.0.0.0' });
    expect(exposed.ok).toBe(false);
    // The test switches are never accepted, demo or not.
    expect(productionSettings({ ...VALID, DEMO: '1', E2E_TEST_ROUTES: '1' }).ok).toBe(false);
    // Nor the fake hosted UI (Google sign-in without Google), nor an OAuth domain on this machine.
    const fake = productionSettings({ ...VALID, DEMO: '1', FAKE_HOSTED_UI_PORT: '4328', OAUTH_DOMAIN: '127.0.0.1' });
    expect(fake.ok).toBe(false);
    if (!fake.ok)
      for (const name of ['FAKE_HOSTED_UI_PORT', 'OAUTH_DOMAIN']) expect(fake.message).toContain(`- ${name}:`);
    expect(productionSettings({ ...VALID, OAUTH_DOMAIN: 'painel.auth.sa-east-1.amazoncognito.com' }).ok).toBe(true);
  });
});

describe('npm run start:prod with a bad configuration', { timeout: 180_000 }, () => {
  it('exits non-zero with the message and nothing listens', async () => {
    const port = await findFreePort();
    const bad = await runScript('scripts/production/start-prod.ts', {
      ...VALID,
      PORT: String(port),
      LOG_LEVEL: 'loud',
      COGNITO_CLIENT_ID: '',
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('- LOG_LEVEL: esperado um de fatal');
    expect(bad.stderr).toContain('- COGNITO_CLIENT_ID: obrigatória');
    expect(bad.stdout).not.toContain('API_READY');
    expect(await listening(port)).toBe(false);
  });

  it('exits non-zero when the database cannot be reached, before listening', async () => {
    const port = await findFreePort();
    const closed = await findFreePort();
    const unreachable = await runScript('scripts/production/start-prod.ts', {
      ...VALID,
      PORT: String(port),
      DATABASE_URL: `postgres://painel:segredo-db@127.0.0.1:${closed}/painel`,
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^Não foi possível iniciar \/ Could not start: .*ECONNREFUSED/m);
    expect(unreachable.stderr).not.toContain('segredo-db');
    expect(await listening(port)).toBe(false);
  });
});

describe('migrations as their own command, and the schema version check', { timeout: 180_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'migrate-command-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('npm run migrate applies every migration once, then has nothing to do', async () => {
    const first = await runScript('scripts/migrate.ts', { DATA_DIR: dataDir });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Migrações aplicadas \/ migrations applied: 0001, /);
    const again = await runScript('scripts/migrate.ts', { DATA_DIR: dataDir });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^Nada a migrar/);
  });

  it('tells a database missing migrations and one migrated by a newer release apart', async () => {
    const db = await openDatabase();
    try {
      expect(pendingSchemaProblem(await schemaStatus(db))).toMatch(/rode "npm run migrate".*run "npm run migrate"/);
      await migrate(db);
      const current = await schemaStatus(db);
      expect(current).toEqual({ pending: [], unknown: [] });
      await db.query("INSERT INTO schema_migrations (version, name) VALUES ('9999', 'from_the_future')");
      const ahead = await schemaStatus(db);
      expect(ahead.unknown).toEqual(['9999']);
      expect(newerSchemaProblem(ahead)).toMatch(/migrado por uma versão mais nova.*migrated by a newer release/);
    } finally {
      await db.close();
    }
  });

  it('npm run migrate refuses a database a newer release migrated', async () => {
    const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await db.query("INSERT INTO schema_migrations (version, name) VALUES ('9999', 'from_the_future')");
    await db.close();
    const refused = await runScript('scripts/migrate.ts', { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/migrações 9999 desconhecidas.*migrations 9999 unknown/);
  });
});
