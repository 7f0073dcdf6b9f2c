import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { MESSAGES } from '../../server/http/messages.ts';
import { runRetention } from '../../server/maintenance/retention.ts';
import { createTestContext, TEST_APP_CONFIG, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('sign-out on the API side (DELETE /v1/session)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 2);
  });
  afterAll(() => ctx.close());

  const me = (authorization: string, app = ctx.app) => app.inject({ url: '/v1/user', headers: { authorization } });
  const signOut = (authorization: string) => ctx.del('/v1/session', { headers: { authorization } });

  it('refuses the signed-out token from then on, and only that token', async () => {
    const token = ctx.bearer({ email: DEMO_USERS.basico.email });
    const otherDevice = ctx.bearer({ email: DEMO_USERS.basico.email });
    expect((await me(token)).statusCode).toBe(200);
    expect((await signOut(token)).statusCode).toBe(204);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.tokenRevoked);
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it('is seen by another API process on the same database (whose caches never saw the sign-out)', async () => {
    const token = ctx.bearer({ email: DEMO_USERS.advogada.email });
    const second = await buildApp({ db: ctx.db, verifier: ctx.identity.verifier, appConfig: TEST_APP_CONFIG });
    try {
      expect((await me(token, second)).statusCode).toBe(200);
      // The second process cached "not revoked" just now; a fresh process is what another instance looks like.
      expect((await signOut(token)).statusCode).toBe(204);
      const third = await buildApp({ db: ctx.db, verifier: ctx.identity.verifier, appConfig: TEST_APP_CONFIG });
      try {
        expect((await me(token, third)).statusCode).toBe(401);
      } finally {
        await third.close();
      }
    } finally {
      await second.close();
    }
  });

  it('keeps only a hash of the token, until the token would have expired, then retention drops it', async () => {
    const raw = ctx.identity.sign({ email: DEMO_USERS.admin.email, expiresIn: 120 });
    expect((await signOut(`Bearer ${raw}`)).statusCode).toBe(204);
    const { rows } = await ctx.db.query<{ token_hash: string; expires_at: Date | string }>(
      'SELECT token_hash, expires_at FROM revoked_tokens ORDER BY expires_at DESC',
    );
    expect(rows.some((row) => row.token_hash.includes(raw.slice(0, 20)))).toBe(false);
    const payload = JSON.parse(Buffer.from(raw.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
    const expiries = rows.map((row) => new Date(row.expires_at).getTime());
    expect(expiries).toContain(payload.exp * 1000);
    await ctx.db.query(`UPDATE revoked_tokens SET expires_at = now() - interval '1 minute'`);
    await runRetention(ctx.db);
    expect((await ctx.db.query('SELECT 1 FROM revoked_tokens')).rows).toHaveLength(0);
  });

  it('needs a valid token', async () => {
    expect((await ctx.del('/v1/session')).statusCode).toBe(401);
  });
});
