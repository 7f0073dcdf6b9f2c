import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_APP_CONFIG, type TestContext } from './helpers/test-app.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** A plugin as the identity engineer would mount one: also proves `plugins` are registered and reachable. */
const probePlugin: FastifyPluginAsync = async (app) => {
  app.get(
    '/identity/probe',
    { schema: { hide: true, response: { 200: Type.Object({ shown: Type.String() }) } } },
    async () => ({
      shown: 'sim',
      passwordHash: 'must never leak',
    }),
  );
  app.get('/identity/boom', { schema: { hide: true } }, async () => {
    throw new Error('segredo interno do banco');
  });
};

describe('errors, serialisation and OpenAPI', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      plugins: [probePlugin],
      appConfig: { ...TEST_APP_CONFIG, serverOnlySecret: 'xyz' } as typeof TEST_APP_CONFIG,
    });
  });
  afterAll(async () => ctx.close());

  const postForgot = (payload: string, contentType = 'application/json') =>
    ctx.post('/v1/forgot-password', { headers: { 'content-type': contentType }, body: payload });

  it('answers malformed JSON with 400 and the Portuguese reason', async () => {
    for (const payload of ['{"email":', '{email: "a@b.test"}', "{'email':'a@b.test'}"]) {
      const res = await postForgot(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'JSON inválido no corpo da requisição.',
      });
    }
  });

  it('answers an empty JSON body, a wrong body type and a prototype-poisoning body with 400', async () => {
    expect((await postForgot('')).statusCode).toBe(400);
    const array = await postForgot('["a@b.test"]');
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('Requisição inválida: body: deve ser do tipo object.');
    expect((await postForgot('{"__proto__":{"admin":true},"email":"a@b.test"}')).statusCode).toBe(400);
  });

  it('answers an unsupported content type with 415 and a body over the limit with 413', async () => {
    const xml = await postForgot('<email>a@b.test</email>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toMatch(/Tipo de conteúdo não suportado/);
    const huge = await postForgot(JSON.stringify({ email: `${'a'.repeat(1_100_000)}@b.test` }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'O corpo da requisição é grande demais.',
    });
  });

  it('answers unknown API, docs and v2 routes with a Portuguese JSON 404', async () => {
    for (const url of [
      '/v1/nao-existe',
      `/v2/organization/${DEMO_ORGS.moraes}/nada`,
      '/docs/nada',
      '/v1/user/extra?x=1',
    ]) {
      const res = await ctx.get(url, { headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().message).toBe(`Rota não encontrada: GET ${url.split('?')[0]}`);
    }
    expect((await ctx.del('/v1/user')).statusCode).toBe(404);
  });

  it('answers unexpected errors with a generic 500 that reveals nothing', async () => {
    const res = await ctx.get('/identity/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Erro interno do servidor. Tente novamente mais tarde.',
    });
    expect(res.body).not.toContain('segredo');
  });

  it('strips undeclared fields through the response schemas', async () => {
    const probe = await ctx.get('/identity/probe');
    expect(probe.json()).toEqual({ shown: 'sim' });
    const config = await ctx.get('/app-config.json');
    expect(config.json()).toEqual(TEST_APP_CONFIG);
    expect(config.body).not.toContain('serverOnlySecret');
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('strips undeclared database columns from /v1/user', async () => {
    await ctx.db.query(
      `UPDATE users SET picture = 'https://exemplo.test/a.png' WHERE email = '${DEMO_USERS.admin.email}'`,
    );
    const res = await ctx.get('/v1/user', { as: DEMO_USERS.admin.email });
    expect(Object.keys(res.json()).sort()).toEqual(['firstname', 'id', 'lastname', 'picture', 'username']);
    expect(res.json().picture).toBe('https://exemplo.test/a.png');
  });

  it('serves an OpenAPI document at /docs/json listing every route with its security', async () => {
    const res = await ctx.get('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/user',
        '/v1/forgot-password',
        '/v1/accept-terms',
        '/v1/accept-terms/{email}',
        '/v1/organization',
        '/v1/organization/{orgId}/holders',
        '/v1/holder/{holderId}/organization/{orgId}/balance',
        '/v1/organization/{orgId}/notifications/total',
        '/v1/plan-types',
        '/app-config.json',
        '/health',
      ]),
    );
    expect(doc.paths['/v1/user']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/v1/forgot-password']?.post?.security).toBeUndefined();
    expect(Object.keys(doc.paths['/v1/organization/{orgId}/holders']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/identity'))).toBe(false);
    expect(res.body).not.toContain('~kind');
  });

  it('answers /health', async () => {
    const res = await ctx.get('/health');
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
