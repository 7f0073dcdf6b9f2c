import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_CACHE_TTL_MS, TtlCache } from '../../server/auth/auth-cache.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('TtlCache', () => {
  it('forgets entries after their TTL and drops the oldest when full', () => {
    let now = 1_000;
    const cache = new TtlCache<string>(100, 2, () => now);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    now += 100;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
  });
});

describe('verified tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 10);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await ctx.close();
  });

  it('a token that verified once is still refused after its expiry, and a changed one is checked anew', async () => {
    const token = ctx.identity.sign({ email: DEMO_USERS.admin.email, expiresIn: 60 });
    const call = async (authorization: string) =>
      (await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/notifications/total`, { headers: { authorization } }))
        .statusCode;
    expect(await call(`Bearer ${token}`)).toBe(200);
    expect(await call(`Bearer ${token}`)).toBe(200);
    const [head, payload, signature] = token.split('.');
    expect(await call(`Bearer ${head}.${payload}.${signature?.slice(0, -4)}AAAA`)).toBe(401);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    const expired = await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/notifications/total`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.statusCode).toBe(401);
    vi.restoreAllMocks();
  });
});

describe('cached memberships', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 10);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await ctx.close();
  });

  const notifications = async () =>
    (await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/notifications/total`, { as: DEMO_USERS.advogada.email }))
      .statusCode;
  const deactivate = (active: boolean) =>
    ctx.db.query(
      `UPDATE memberships SET active = $1 WHERE user_id = (SELECT id FROM users WHERE email = '${DEMO_USERS.advogada.email}')`,
      [active],
    );

  it('a membership removed by hand stops working within the TTL; a refusal is never cached', async () => {
    expect(await notifications()).toBe(200);
    await deactivate(false);
    // Within the TTL the cached row still answers (documented in auth-cache.ts)…
    expect(await notifications()).toBe(200);
    // …and once it has passed the database decides again.
    const later = Date.now() + MEMBERSHIP_CACHE_TTL_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect(await notifications()).toBe(403);
    await deactivate(true);
    expect(await notifications()).toBe(200);
    vi.restoreAllMocks();
  });

  it('changing the notification settings clears the cached memberships', async () => {
    expect(await notifications()).toBe(200);
    await deactivate(false);
    const saved = await ctx.put(`/v1/organization/${DEMO_ORGS.moraes}/settings/notifications`, {
      as: DEMO_USERS.admin.email,
      body: { changeProcess: true, newProcess: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(await notifications()).toBe(403);
    await deactivate(true);
  });
});
