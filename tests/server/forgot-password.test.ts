import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/messages.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Issue 14, item 12: the forgot-password check is no account oracle; restricted users still get 403 (docs/messages.md#error-catalogue). */
describe('POST /v1/forgot-password', () => {
  let ctx: TestContext;
  let statements = 0;
  beforeAll(async () => {
    ctx = await createTestContext({}, 0);
    // Count the statements each answer costs: an unknown e-mail must do the same work as a real one.
    const query = ctx.db.query.bind(ctx.db);
    ctx.db.query = ((sql: string, params?: readonly unknown[]) => {
      statements += 1;
      return query(sql, params);
    }) as typeof ctx.db.query;
  });
  afterAll(async () => ctx.close());

  const ask = async (email: string) => {
    statements = 0;
    const res = await ctx.post('/v1/forgot-password', { body: { email } });
    return { status: res.statusCode, body: res.body, type: res.headers['content-type'], statements };
  };

  it('answers an unknown e-mail exactly like a real account that may reset', async () => {
    const real = await ask(DEMO_USERS.basico.email);
    const unknown = await ask('ninguem.aqui@exemplo.test');
    expect(real.status).toBe(204);
    expect(unknown).toEqual(real);
    expect(real.statements).toBeGreaterThan(0);
  });

  it('keeps the catalogue message for a user restricted to administrator resets', async () => {
    const restricted = await ctx.post('/v1/forgot-password', { body: { email: 'Restrito@Exemplo.test' } });
    expect(restricted.statusCode).toBe(403);
    expect(restricted.json().message).toBe(MESSAGES.resetRestricted);
    expect(MESSAGES.resetRestricted).toBe(
      'Desculpe, você não tem permissão para redefinir sua própria senha. Essa ação está restrita apenas a determinados usuários.',
    );
  });

  it('takes about as long for an unknown e-mail as for a real one', async () => {
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 15; i++) {
        const start = performance.now();
        await ask(email);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[7] ?? 0;
    };
    const real = await median(DEMO_USERS.basico.email);
    const unknown = await median('ninguem.aqui@exemplo.test');
    // One indexed lookup either way; the bound only catches a branch that does extra work (e.g. a 404 path).
    expect(Math.abs(unknown - real)).toBeLessThan(Math.max(5, real));
  });
});
