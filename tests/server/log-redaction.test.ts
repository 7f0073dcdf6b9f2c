import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityProxy } from '../../server/identity/identity-proxy.ts';
import { scrubLogLine } from '../../server/http/log-redaction.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';

const PASSWORD = 'Senh@Secreta-9981';
const NEW_PASSWORD = 'Outr@Senha-4417';
const RESET_CODE = '734105';
const CPF = '529.982.247-25';
const CPF_BARE = '52998224725';
const CNPJ = '11.222.333/0001-81';
const CNPJ_BARE = '11222333000181';
const CNPJ_ALPHANUMERIC = '12.ABC.345/01DE-35';
const CNPJ_ALPHANUMERIC_BARE = '12ABC34501DE35';
const LINK_TOKEN = 'sig-Zx81QpLm77';

/** Every JSON line the app logged, as text and parsed. */
function captured(lines: string[]): { text: string; records: Record<string, unknown>[] } {
  return { text: lines.join(''), records: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('logs: structured JSON with no secret in them', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  let fakeIdentity: Server;
  let signedToken = '';

  beforeAll(async () => {
    // A stand-in for the identity service that answers a sign-in with tokens and accepts a reset.
    fakeIdentity = createServer((request, response) => {
      const target = String(request.headers['x-amz-target'] ?? '')
        .split('.')
        .pop();
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(
          target === 'InitiateAuth'
            ? JSON.stringify({
                AuthenticationResult: {
                  IdToken: signedToken,
                  AccessToken: signedToken,
                  RefreshToken: 'refresh-Qw9-opaque',
                  ExpiresIn: 3600,
                },
              })
            : '{}',
        );
      });
    });
    await new Promise<void>((resolve) => fakeIdentity.listen(0, '127.0.0.1', resolve));
    const port = (fakeIdentity.address() as { port: number }).port;
    ctx = await createTestContext({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      plugins: [
        async (app) => app.register(identityProxy({ target: `http://127.0.0.1:${port}`, db: app.db })),
        async (app) =>
          app.register(identityProxy({ target: 'http://127.0.0.1:9', db: app.db, path: '/identity-down/' })),
        // A handler that fails with a document in its message, as a database error might.
        async (app) => {
          app.get('/boom', { config: { access: { kind: 'public', why: 'test' } } }, async () => {
            throw new Error(`falhou para ${CPF} e ${CNPJ_BARE}`);
          });
        },
      ],
    });
    signedToken = ctx.identity.sign({ email: 'admin@exemplo.test' });
  });

  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => fakeIdentity.close(resolve));
  });

  const cognito = (path: string, target: string, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: path,
      payload: JSON.stringify(body),
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
    });

  it('writes one line per request with its id, route, status, duration, organization and user', async () => {
    lines.length = 0;
    const answer = await ctx.get('/v1/organization/590/holders', { as: 'admin@exemplo.test' });
    expect(answer.statusCode).toBe(200);
    const { records } = captured(lines);
    const completed = records.find((record) => record['msg'] === 'request completed');
    expect(completed).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/v1/organization/590/holders',
      route: '/v1/organization/:orgId/holders',
      statusCode: 200,
      organizationId: 590,
    });
    expect(completed?.['reqId']).toMatch(/^[0-9a-f-]{36}$/);
    expect(completed?.['userId']).toEqual(expect.any(String));
    expect(completed?.['durationMs']).toEqual(expect.any(Number));
  });

  it('leaves out tokens, passwords, reset codes, Authorization headers and CPF/CNPJ numbers', async () => {
    lines.length = 0;
    const bearer = ctx.bearer({ email: 'admin@exemplo.test' });
    const forged = `${bearer.slice(0, -12)}AAAAAAAAAAAA`;
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/v1/user', headers: { authorization: bearer } }),
      await ctx.app.inject({ method: 'GET', url: '/v1/user', headers: { authorization: forged } }),
      await ctx.app.inject({ method: 'GET', url: '/v1/user', headers: { authorization: 'Bearer not-a-jwt-Mk3' } }),
      // A malformed JSON body whose parser error would quote it.
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/forgot-password',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"a@b.test","password":"${PASSWORD}"`,
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/forgot-password',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.test', password: PASSWORD }),
      }),
      // Documents and a signed-link token in the path and the query.
      await ctx.get(
        `/v1/nothing/${CPF_BARE}/${encodeURIComponent(CNPJ)}?cpf=${CPF}&cnpj=${CNPJ_BARE}&token=${LINK_TOKEN}`,
        { as: 'admin@exemplo.test' },
      ),
      await ctx.get(`/v1/organization/590/process?page=0&search=${CPF_BARE}`, { as: 'admin@exemplo.test' }),
      await ctx.get(`/v1/nothing/${encodeURIComponent(CNPJ_ALPHANUMERIC)}/${CNPJ_ALPHANUMERIC_BARE}`, {
        as: 'admin@exemplo.test',
      }),
      await ctx.get('/boom'),
      // Sign-in, a new-password challenge and a reset through the identity endpoint, answered and unreachable.
      await cognito('/identity/', 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'c',
        AuthParameters: { USERNAME: 'admin@exemplo.test', PASSWORD },
      }),
      await cognito('/identity/', 'ConfirmForgotPassword', {
        ClientId: 'c',
        Username: 'admin@exemplo.test',
        ConfirmationCode: RESET_CODE,
        Password: NEW_PASSWORD,
      }),
      await cognito('/identity-down/', 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'c',
        AuthParameters: { USERNAME: 'admin@exemplo.test', PASSWORD },
      }),
      await cognito('/identity-down/', 'ConfirmForgotPassword', {
        ClientId: 'c',
        Username: 'admin@exemplo.test',
        ConfirmationCode: RESET_CODE,
        Password: NEW_PASSWORD,
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 401, 401, 400, 400, 404, 200, 404, 500, 200, 200, 503, 503,
    ]);

    const { text, records } = captured(lines);
    expect(records.length).toBeGreaterThanOrEqual(answers.length);
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      RESET_CODE,
      CPF,
      CPF_BARE,
      CNPJ,
      CNPJ_BARE,
      encodeURIComponent(CNPJ),
      LINK_TOKEN,
      CNPJ_ALPHANUMERIC,
      CNPJ_ALPHANUMERIC_BARE,
      encodeURIComponent(CNPJ_ALPHANUMERIC),
      signedToken,
      signedToken.split('.')[1] ?? '',
      bearer.slice('Bearer '.length, 40),
      'not-a-jwt-Mk3',
      'refresh-Qw9-opaque',
    ]) {
      expect(text, `log contains ${secret}`).not.toContain(secret);
    }
    expect(text.toLowerCase()).not.toMatch(/bearer\s+(?!\[redacted\])/);
    // What was logged is still useful: the failures, by route and status.
    expect(
      records.some((record) => record['msg'] === 'unexpected error' && JSON.stringify(record).includes('[documento]')),
    ).toBe(true);
    expect(records.some((record) => record['msg'] === 'identity service unreachable')).toBe(true);
    // Error codes stay readable (only the parser's message, which quotes the body, is left out).
    expect(text).toContain('"code":"FST_ERR_CTP_INVALID_JSON_BODY"');
    expect(
      records.filter((record) => record['msg'] === 'request completed').map((record) => record['statusCode']),
    ).toEqual(expect.arrayContaining([200, 401, 400, 404, 500, 503]));
  });

  it('scrubs a line and keeps it valid JSON', () => {
    const line = JSON.stringify({
      document: 52998224725,
      other: 11222333000181,
      id: 'a52998224725',
      time: 1_712_345_678_901,
      x: 3.52998224725,
      reqId: 'c307d10e-8b35-4d26-85ca-b124f1e5553b',
      alnum: 'de 12ABC34501DE35.',
      word: 'CONFIDENCIALIDADE',
    });
    const scrubbed = scrubLogLine(line);
    expect(JSON.parse(scrubbed)).toEqual({
      document: '[documento]',
      other: '[documento]',
      id: 'a52998224725',
      time: 1_712_345_678_901,
      x: 3.52998224725,
      reqId: 'c307d10e-8b35-4d26-85ca-b124f1e5553b',
      alnum: 'de [documento].',
      word: 'CONFIDENCIALIDADE',
    });
  });
});
