import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { TEST_CLIENT_ID } from './helpers/tokens.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const PROTECTED_ROUTES = [
  '/v1/user',
  '/v1/organization',
  `/v1/organization/${DEMO_ORGS.moraes}/holders`,
  `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/balance`,
  `/v1/organization/${DEMO_ORGS.moraes}/notifications/total`,
  '/v1/plan-types',
  `/v1/accept-terms/${DEMO_USERS.admin.email}`,
];

describe('authentication (bearer ID tokens verified against the JWKS)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const get = (url: string, authorization?: string) =>
    ctx.get(url, { headers: authorization === undefined ? {} : { authorization } });

  it.each(PROTECTED_ROUTES)('%s answers 401 in Portuguese without a token', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: expect.stringContaining('Autenticação necessária'),
    });
  });

  it.each(PROTECTED_ROUTES)('%s answers 200 with a valid token', async (url) => {
    const res = await get(url, ctx.bearer({ email: DEMO_USERS.admin.email }));
    expect(res.statusCode).toBe(200);
  });

  it('rejects a tampered payload (signature no longer matches)', async () => {
    const token = ctx.identity.sign({ email: DEMO_USERS.basico.email });
    const forged = ctx.identity.tamper(token, { email: DEMO_USERS.admin.email });
    const res = await get('/v1/user', `Bearer ${forged}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Token de acesso inválido. Faça login novamente.');
  });

  it('rejects a token signed by another key with the same kid', async () => {
    const res = await get('/v1/user', `Bearer ${ctx.identity.signWithForeignKey({ email: DEMO_USERS.admin.email })}`);
    expect(res.statusCode).toBe(401);
  });

  it('rejects an expired token with the expiry message', async () => {
    const res = await get('/v1/user', ctx.bearer({ email: DEMO_USERS.admin.email, expiresIn: -60 }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sessão expirada. Faça login novamente.');
  });

  it('rejects another audience, another issuer and an access token', async () => {
    for (const claims of [
      { aud: 'another-client' },
      { iss: 'http://localhost:9229/local_other' },
      { token_use: 'access' },
    ]) {
      const res = await get('/v1/user', ctx.bearer({ email: DEMO_USERS.admin.email, ...claims }));
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
    }
    const ok = await get('/v1/user', ctx.bearer({ email: DEMO_USERS.admin.email, aud: TEST_CLIENT_ID }));
    expect(ok.statusCode).toBe(200);
  });

  it('rejects garbage, an unsigned token, a non-Bearer scheme and a token without e-mail', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"email":"${DEMO_USERS.admin.email}"}`).toString('base64url')}.`;
    const basic = `Basic ${Buffer.from(`${DEMO_USERS.admin.email}:x`).toString('base64')}`;
    for (const header of ['Bearer not-a-jwt', `Bearer ${unsigned}`, basic, 'Bearer ']) {
      expect((await get('/v1/user', header)).statusCode, header).toBe(401);
    }
    const noEmail = await get('/v1/user', ctx.bearer({ email: undefined }));
    expect(noEmail.statusCode).toBe(401);
  });

  it('authenticates before parsing the body (no 400 leaks to anonymous callers)', async () => {
    const res = await ctx.get('/v1/user', { headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(res.statusCode).toBe(401);
  });

  it('creates an unknown but verified user just in time, with no organizations', async () => {
    const authorization = ctx.bearer({ email: 'Nova.Pessoa@Exemplo.test', given_name: 'Nova', family_name: 'Pessoa' });
    const user = await get('/v1/user', authorization);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ firstname: 'Nova', lastname: 'Pessoa', username: 'nova.pessoa@exemplo.test' });
    const again = await get('/v1/user', authorization);
    expect(again.json().id).toBe(user.json().id);
    const orgs = await get('/v1/organization', authorization);
    expect(orgs.json()).toEqual([]);
  });

  it('leaves public routes open', async () => {
    expect((await get('/health')).statusCode).toBe(200);
    expect((await get('/app-config.json')).statusCode).toBe(200);
    const forgot = await ctx.post('/v1/forgot-password', { body: { email: DEMO_USERS.admin.email } });
    expect(forgot.statusCode).toBe(204);
  });
});
