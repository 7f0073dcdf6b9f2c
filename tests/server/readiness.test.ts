import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { TEST_APP_CONFIG } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { createTestIdentity } from './helpers/tokens.ts';

/** The database with an outage switch: while `down`, every statement fails as a refused connection would. */
function switchable(db: Db): { db: Db; setDown(down: boolean): void } {
  let down = false;
  const guard = () => {
    if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  };
  return {
    setDown: (value) => (down = value),
    db: {
      ...db,
      query: async (sql, params) => (guard(), db.query(sql, params)),
      exec: async (sql) => (guard(), db.exec(sql)),
      executeSql: async (text, values) => (guard(), db.executeSql(text, values)),
      transaction: async (fn) => (guard(), db.transaction(fn)),
      close: () => db.close(),
      shared: db.shared,
    },
  };
}

describe('liveness apart from readiness', { timeout: 60_000 }, () => {
  let app: App;
  let db: Db;
  let outage: ReturnType<typeof switchable>;
  let identityUp = true;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    // An app on a database we can take away, and identity keys that can be unreachable.
    db = await openTestDatabase();
    await migrate(db);
    outage = switchable(db);
    app = await buildApp({
      db: outage.db,
      verifier: createTestIdentity().verifier,
      appConfig: TEST_APP_CONFIG,
      jobs: { pollingIntervalSeconds: 0.5 },
      observability: {
        identityKeys: async () => {
          if (!identityUp) throw new Error('JWKS unreachable');
        },
        checkTimeoutMs: 1_000,
      },
    });
    await app.ready();
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('is ready when the database, the identity keys and the job workers are', async () => {
    const live = await get('/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', identity: 'ok', jobs: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('fails readiness while the database is down, stays live, and recovers when it returns', async () => {
    outage.setDown(true);
    try {
      const ready = await get('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'failing' } });
      expect((await get('/health/live')).statusCode).toBe(200);
      // The old probe says the same as before: 500 while the database is down.
      expect((await get('/health')).statusCode).toBe(500);
    } finally {
      outage.setDown(false);
    }
    const back = await get('/health/ready');
    expect(back.statusCode).toBe(200);
    expect((await get('/health')).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('fails readiness when the identity keys cannot be fetched', async () => {
    identityUp = false;
    try {
      const ready = await get('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', identity: 'failing', jobs: 'ok' },
      });
    } finally {
      identityUp = true;
    }
  });

  it('fails readiness once the job workers stopped', async () => {
    await app.jobs.stop();
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { jobs: 'failing' } });
  });
});
