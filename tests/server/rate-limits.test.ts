import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/messages.ts';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from '../../server/http/rate-limits.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Issue 13, item 9: the API's unauthenticated routes are limited per address and per account (e-mail). */
describe('rate limits of the public API routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(
      { rateLimits: { ...DEFAULT_RATE_LIMITS, windowMs: 60_000, publicApi: { perAddress: 3, perAccount: 3 } } },
      0,
    );
  });
  afterAll(async () => ctx.close());

  const forgot = (email: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/v1/forgot-password', payload: { email }, remoteAddress });

  it('answers 429 with Retry-After and a Portuguese message from the 4th attempt, per address and per account', async () => {
    for (let i = 0; i < 3; i++) expect((await forgot(DEMO_USERS.admin.email, '10.1.0.1')).statusCode).toBe(204);
    const fourth = await forgot(DEMO_USERS.admin.email, '10.1.0.1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MESSAGES.tooManyAttempts });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another account, same address: the address is limited.
    expect((await forgot(DEMO_USERS.basico.email, '10.1.0.1')).statusCode).toBe(429);
    // Same account (whatever its case), another address: the account is limited.
    expect((await forgot('ADMIN@exemplo.test', '10.1.0.2')).statusCode).toBe(429);
    // Each route has its own budget: the terms route is still open for this account and address.
    const terms = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/accept-terms',
        payload: { email: DEMO_USERS.admin.email, type: 'PRIVACY_POLICY' },
        remoteAddress,
      });
    expect((await terms('10.1.0.1')).statusCode).toBe(204);
    expect((await terms('10.1.0.3')).statusCode).toBe(204);
    expect((await terms('10.1.0.4')).statusCode).toBe(204);
    expect((await terms('10.1.0.5')).statusCode).toBe(429);
    // Others elsewhere are not affected.
    expect((await forgot(DEMO_USERS.basico.email, '10.1.0.2')).statusCode).toBe(204);
  });

  it('limits signed file links per address', async () => {
    const link = (remoteAddress: string) =>
      ctx.app.inject({ url: '/v1/files/1/content?expires=1&signature=AAAAAAAAAAAAAAAAAAAAAAAA', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await link('10.2.0.1')).statusCode).not.toBe(429);
    const fourth = await link('10.2.0.1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect((await link('10.2.0.2')).statusCode).not.toBe(429);
  });

  it('does not limit authenticated routes', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        url: '/v1/user',
        headers: ctx.as(DEMO_USERS.admin.email),
        remoteAddress: '10.1.0.1',
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('reads RATE_LIMIT_* over the defaults and refuses nonsense', () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    const limits = rateLimitsFromEnv({
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '5',
      RATE_LIMIT_PUBLIC_PER_ADDRESS: '7',
    });
    expect(limits).toMatchObject({
      windowMs: 60_000,
      signIn: { perAccount: 5, perAddress: DEFAULT_RATE_LIMITS.signIn.perAddress },
      publicApi: { perAddress: 7 },
    });
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_RESET_PER_ACCOUNT: '0' })).toThrow(/RATE_LIMIT_RESET_PER_ACCOUNT/);
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_WINDOW_SECONDS: 'abc' })).toThrow(/RATE_LIMIT_WINDOW_SECONDS/);
  });

  it('answers the text the PWA shows for a throttled identity call (tests/unit/identity-throttling.test.ts)', () => {
    expect(MESSAGES.tooManyAttempts).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });
});
