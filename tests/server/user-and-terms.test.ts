import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS as SEEDED_USERS } from '../../server/demo/demo-users.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const RESTRICTED =
  'Desculpe, você não tem permissão para redefinir sua própria senha. Essa ação está restrita apenas a determinados usuários.';

describe('user, forgot-password and terms', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('GET /v1/user returns the caller with the field names of docs/api.md#identity-and-user', async () => {
    const res = await ctx.get('/v1/user', { as: DEMO_USERS.advogada.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstname: 'Carla',
      lastname: 'Lima',
      username: DEMO_USERS.advogada.email,
      picture: null,
    });
  });

  describe('POST /v1/forgot-password', () => {
    const post = (payload: unknown) => ctx.post('/v1/forgot-password', { body: payload as object });

    it('answers 204 for every user who may reset', async () => {
      for (const user of SEEDED_USERS.filter((u) => u.canResetPassword)) {
        expect((await post({ email: user.email })).statusCode, user.email).toBe(204);
      }
    });
    it('answers 204 regardless of e-mail case', async () => {
      expect((await post({ email: 'ADMIN@exemplo.test' })).statusCode).toBe(204);
    });
    it('answers 403 with the restricted message for a user who may not', async () => {
      const res = await post({ email: DEMO_USERS.restrito.email });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: RESTRICTED });
    });
    it('answers 204 for an unknown e-mail, like a real account (no account oracle, issue 14)', async () => {
      const res = await post({ email: 'ninguem@exemplo.test' });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    });
    it('answers 400 naming the field for a bad body', async () => {
      const malformed = await post({ email: 'sem-arroba' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/^Requisição inválida: body\/email/);
      const missing = await post({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Requisição inválida: body/email: campo obrigatório ausente.');
      const wrongType = await post({ email: 42 });
      expect(wrongType.statusCode).toBe(400);
    });
  });

  describe('accept-terms round trip', () => {
    const status = (email: string, as = email) => ctx.get(`/v1/accept-terms/${encodeURIComponent(email)}`, { as });

    it('is not accepted at first, accepted after POST, and idempotent', async () => {
      const before = await status(DEMO_USERS.temporaria.email);
      expect(before.json()).toEqual({
        email: DEMO_USERS.temporaria.email,
        type: 'PRIVACY_POLICY',
        accepted: false,
        acceptedAt: null,
      });

      const accept = () =>
        ctx.post('/v1/accept-terms', { body: { email: 'Temporaria@exemplo.test', type: 'PRIVACY_POLICY' } });
      expect((await accept()).statusCode).toBe(204);
      const after = (await status(DEMO_USERS.temporaria.email)).json();
      expect(after.accepted).toBe(true);
      expect(new Date(after.acceptedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      expect((await accept()).statusCode).toBe(204);
      expect((await status(DEMO_USERS.temporaria.email)).json().acceptedAt).toBe(after.acceptedAt);
      const rows = await ctx.db.query(`SELECT 1 FROM terms_acceptances WHERE email = '${DEMO_USERS.temporaria.email}'`);
      expect(rows.rows).toHaveLength(1);
    });

    it('rejects unknown term types and malformed e-mails with 400', async () => {
      const wrongType = await ctx.post('/v1/accept-terms', { body: { email: 'a@b.test', type: 'TERMS_OF_USE' } });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().message).toMatch(/^Requisição inválida: body\/type/);
      const badEmail = await ctx.post('/v1/accept-terms', { body: { email: 'nope', type: 'PRIVACY_POLICY' } });
      expect(badEmail.statusCode).toBe(400);
      const badParam = await ctx.get('/v1/accept-terms/nope', { as: DEMO_USERS.admin.email });
      expect(badParam.statusCode).toBe(400);
      expect(badParam.json().message).toMatch(/^Requisição inválida: params\/email/);
    });

    it("answers 403 for someone else's e-mail and 401 without a token", async () => {
      expect((await status(DEMO_USERS.admin.email, DEMO_USERS.basico.email)).statusCode).toBe(403);
      expect((await ctx.get(`/v1/accept-terms/${DEMO_USERS.admin.email}`)).statusCode).toBe(401);
    });
  });
});
