import { FetchError } from 'aws-jwt-verify/error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC } from '../../../server/auth/access.ts';
import { HttpError } from '../../../server/http/http-error.ts';
import { multipart, uploadParts } from '../helpers/multipart.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { victimIds } from './victim-ids.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';

/** Findings 4–6 of issue 13 and the input decisions: each expectation failed before its fix. */
describe('input hardening (issue 13, findings 4–6)', () => {
  let ctx: TestContext;
  let ids: Record<string, unknown>;
  beforeAll(async () => {
    const boom: FastifyPluginAsync = async (app) => {
      app.get('/sweep-boom', { config: { access: PUBLIC('test route') } }, async () => {
        throw new Error('boom');
      });
      // Stands in for a rate limiter answering from its own hook.
      app.get(
        '/sweep-429',
        {
          config: { access: PUBLIC('test route') },
          onRequest: async () => Promise.reject(new HttpError(429, 'Muitas requisições.')),
        },
        async () => 'never',
      );
    };
    ctx = await createTestContext({ plugins: [boom] }, 20);
    ids = await victimIds(ctx.db);
  });
  afterAll(async () => ctx.close());

  it('finding 4: non-finite page numbers are 400 with a Portuguese reason, never 500', async () => {
    const lists = [
      `/v1/organization/${DEMO_ORGS.moraes}/process`,
      `/v1/organization/${DEMO_ORGS.moraes}/process/${ids.processId}/moviments`,
      `/v1/organization/${DEMO_ORGS.moraes}/process/${ids.processId}/movimentsmanual`,
      `/v1/url?organizationId=${DEMO_ORGS.moraes}`,
      `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/activities`,
    ];
    for (const list of lists) {
      // 400 nines are plain digits that Number() turns into Infinity (found by the deep fuzz run, seed 7).
      for (const page of ['Infinity', '-Infinity', '1e309', 'NaN', '9223372036854775808', '9'.repeat(400)]) {
        const url = `${list}${list.includes('?') ? '&' : '?'}page=${page}`;
        const res = await ctx.get(url, { as: DEMO_USERS.admin.email });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toMatch(/^Requisição inválida: querystring\/page: /);
      }
    }
  });

  it('finding 4: a JSON body number past its maximum is refused, also as "Infinity" or 1e309', async () => {
    const body = (size: string) =>
      `{"organizationId":${DEMO_ORGS.moraes},"expression":{"terms":["${String(ids.documentNumber)}"]},"size":${size}}`;
    for (const size of ['"Infinity"', '1e309', '-1e309', '"1e3"', '"0x1F"', '101']) {
      const res = await ctx.post('/v1/report/explain', {
        as: DEMO_USERS.admin.email,
        headers: { 'content-type': 'application/json' },
        body: body(size),
      });
      expect(res.statusCode, size).toBe(400);
      expect(res.json().message, size).toMatch(/body\/size/);
    }
    const ok = await ctx.post('/v1/report/explain', {
      as: DEMO_USERS.admin.email,
      headers: { 'content-type': 'application/json' },
      body: body('20'),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('decision: path and query ids are plain decimal digits (hex, exponent, spaces → 400)', async () => {
    // DEMO_ORGS.moraes (590) spelt as hex, exponent, padded and signed, none of which a path id may be.
    for (const id of ['0x24E', '5.9e2', '%20590', '590%20', '+590', '0b1', '1_0']) {
      const res = await ctx.get(`/v1/organization/${id}/process`, { as: DEMO_USERS.admin.email });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toMatch(/params\/orgId/);
    }
    const query = await ctx.get('/v1/url?organizationId=0x24E', { as: DEMO_USERS.admin.email });
    expect(query.statusCode).toBe(400);
    expect(
      (await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process?page=0`, { as: DEMO_USERS.admin.email })).statusCode,
    ).toBe(200);
  });

  it('decision: an undeclared JSON body property is refused with 400 naming it', async () => {
    const res = await ctx.put(`/v1/organization/${DEMO_ORGS.moraes}/settings/notifications`, {
      as: DEMO_USERS.admin.email,
      body: { changeProcess: true, newProcess: false, isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Requisição inválida: body/isAdmin: campo não permitido.');
  });

  it('finding 5: a malformed multipart upload is 400 with a Portuguese reason', async () => {
    const url = `/v1/file/uploadManual/${DEMO_ORGS.moraes}/process/${ids.processId}`;
    const good = multipart(uploadParts());
    const cases: [string, Buffer, string][] = [
      ['no boundary', good.payload, 'multipart/form-data'],
      ['other boundary', good.payload, 'multipart/form-data; boundary=SomethingElse'],
      ['cut before the closing boundary', good.payload.subarray(0, good.payload.length - 200), good.contentType],
      ['cut inside the headers', good.payload.subarray(0, 30), good.contentType],
    ];
    for (const [name, payload, contentType] of cases) {
      const res = await ctx.post(url, {
        as: DEMO_USERS.advogada.email,
        headers: { 'content-type': contentType },
        body: payload,
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toMatch(/[Ff]ormulário|multipart/);
    }
  });

  it('finding 6: every answer carries the security headers, errors included', async () => {
    const failing = await createTestContext(
      { verifier: { verify: () => Promise.reject(new FetchError('http://x', 'down')) } },
      5,
    );
    try {
      const answers = [
        ['401', await ctx.get('/v1/organization')],
        ['403', await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process`, { as: DEMO_USERS.restrito.email })],
        ['404', await ctx.get('/v1/nothing-here')],
        ['413', await ctx.post('/v1/search', { as: DEMO_USERS.admin.email, body: { x: 'a'.repeat(2_000_000) } })],
        [
          '415',
          await ctx.post('/v1/search', {
            as: DEMO_USERS.admin.email,
            headers: { 'content-type': 'application/xml' },
            body: '<x/>',
          }),
        ],
        ['500', await ctx.get('/sweep-boom')],
        ['429', await ctx.get('/sweep-429')],
        ['414', await ctx.get(`/v1/process/${DEMO_ORGS.moraes}/${'9'.repeat(150)}`, { as: DEMO_USERS.admin.email })],
        ['400', await ctx.get(`/v1/process/${DEMO_ORGS.moraes}/%E0%A4%A`, { as: DEMO_USERS.admin.email })],
        ['503', await failing.app.inject({ url: '/v1/organization', headers: failing.as(DEMO_USERS.admin.email) })],
      ] as const;
      for (const [status, res] of answers) {
        expect(res.statusCode, status).toBe(Number(status));
        expect(res.headers['content-security-policy'], status).toMatch(/default-src 'self'/);
        expect(res.headers['x-content-type-options'], status).toBe('nosniff');
        expect(res.headers['referrer-policy'], status).toBe('strict-origin-when-cross-origin');
        // Router errors (414, bad URL) used to answer in English and echo the URL.
        expect(res.json().message, status).toMatch(/[ãáéíóúçõ]|Requisição|Rota|Endereço|Autenticação|Erro/);
      }
    } finally {
      await failing.close();
    }
  });
});
