import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRoundRobinProxy } from '../../../scripts/round-robin-proxy.ts';
import { UPLOAD_MAX_BYTES } from '../../../src/contract/manual-upload.ts';
import { MESSAGES } from '../../../server/http/messages.ts';
import { multipart, uploadParts } from '../helpers/multipart.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { writeAllThenRead, type WriteFirstAnswer } from './raw-http.ts';
import { apiRoutes, isMultipartRoute, validRequest } from './route-sweep.ts';
import { victimIds } from './victim-ids.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';

/** Over the default 1 MiB body limit, as in issue 28 (item 9). */
const OVERSIZED = 2 * 1024 * 1024;
/** Connections in flight at once. */
const CONCURRENCY = 6;
/** Over the upload's own limit (the 20 MB file plus its form). */
const OVERSIZED_UPLOAD = UPLOAD_MAX_BYTES + 1024 * 1024;

/**
 * Part (f) of the route sweep: an oversized body sent whole before the client reads, as most HTTP clients do. The
 * server used to answer early and close while the body was still arriving; the close reset the connection and the
 * client got EPIPE and no answer. Every API route, every method, signed in or not, must now answer a readable 413.
 */
describe('route sweep (f): oversized bodies from a client that writes everything before reading', () => {
  let ctx: TestContext;
  let port = 0;
  let ids: Record<string, unknown>;
  beforeAll(async () => {
    ctx = await createTestContext({}, 10);
    ids = await victimIds(ctx.db);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(async () => ctx.close());

  const problems = (answer: WriteFirstAnswer, message: string): string[] => {
    const found: string[] = [];
    if (answer.status !== 413) found.push(`status ${String(answer.status)}${answer.error ? ` (${answer.error})` : ''}`);
    if (answer.status === undefined) return found;
    if (!/default-src 'self'/.test(answer.headers['content-security-policy'] ?? '')) found.push('no CSP');
    if (answer.headers['x-content-type-options'] !== 'nosniff') found.push('no nosniff');
    if (!answer.headers['cache-control']?.includes('no-store')) found.push('no Cache-Control no-store');
    try {
      const parsed = JSON.parse(answer.body) as { message?: string };
      if (parsed.message !== message) found.push(`message ${JSON.stringify(parsed.message)}`);
    } catch {
      found.push(`body ${JSON.stringify(answer.body.slice(0, 80))}`);
    }
    return found;
  };

  it('answers every API route, GET and POST, signed in or not, with a 413 the client reads', async () => {
    const figures = { routes: 0, requests: 0, unanswered: 0, failures: [] as string[] };
    const jsonBody = Buffer.from(`{"x":"${'a'.repeat(OVERSIZED)}"}`);
    const sends: (() => Promise<void>)[] = [];
    for (const route of apiRoutes(ctx.app)) {
      figures.routes += 1;
      const upload = isMultipartRoute(route);
      for (const signedIn of [false, true]) {
        const request = validRequest(route, ids, signedIn ? ctx.as(DEMO_USERS.admin.email) : {});
        const headers = { ...(request.headers as Record<string, string>) };
        const body = upload ? Buffer.alloc(OVERSIZED_UPLOAD, 0x61) : jsonBody;
        if (!upload) headers['content-type'] = 'application/json';
        sends.push(async () => {
          figures.requests += 1;
          const answer = await writeAllThenRead(
            port,
            { method: route.method, path: String(request.url), headers },
            body,
          );
          if (answer.status === undefined) figures.unanswered += 1;
          const found = problems(answer, upload ? MESSAGES.uploadTooLarge : MESSAGES.bodyTooLarge);
          if (found.length)
            figures.failures.push(
              `${route.method} ${route.url} [${signedIn ? 'signed in' : 'signed out'}]: ${found.join(', ')}`,
            );
        });
      }
    }
    // A few connections at a time: a busy server is when the early close used to beat the client's last write.
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      for (let send = sends.shift(); send; send = sends.shift()) await send();
    });
    await Promise.all(workers);
    console.log(
      `[sweep] (f) oversized bodies: routes ${figures.routes}, requests ${figures.requests}, unanswered connections ${figures.unanswered}, failures ${figures.failures.length}`,
    );
    if (figures.failures.length) console.log(`[sweep] (f) failures:\n  ${figures.failures.slice(0, 40).join('\n  ')}`);
    expect(figures.routes).toBeGreaterThanOrEqual(40);
    expect({ unanswered: figures.unanswered, failures: figures.failures }).toEqual({ unanswered: 0, failures: [] });
  }, 300_000);

  it('answers bodies sent without a Content-Length (chunked) over the limit: 413 signed in, 401 signed out, uploads too', async () => {
    const routes = apiRoutes(ctx.app);
    const upload = routes.find(isMultipartRoute);
    const search = routes.find((route) => route.method === 'POST' && route.url === '/v1/search');
    if (!upload || !search) throw new Error('upload or search route not found');
    const form = multipart(uploadParts({ file: Buffer.alloc(OVERSIZED_UPLOAD, 0x61) }));
    const cases = [
      {
        route: search,
        as: DEMO_USERS.admin.email,
        body: Buffer.from(`{"x":"${'a'.repeat(OVERSIZED)}"}`),
        type: 'application/json',
        status: 413,
        message: MESSAGES.bodyTooLarge,
      },
      {
        route: search,
        as: undefined,
        body: Buffer.from(`{"x":"${'a'.repeat(OVERSIZED)}"}`),
        type: 'application/json',
        status: 401,
        message: MESSAGES.missingToken,
      },
      {
        route: upload,
        as: DEMO_USERS.advogada.email,
        body: form.payload,
        type: form.contentType,
        status: 413,
        message: MESSAGES.uploadTooLarge,
      },
      {
        route: upload,
        as: undefined,
        body: form.payload,
        type: form.contentType,
        status: 401,
        message: MESSAGES.missingToken,
      },
    ];
    for (const { route, as, body, type, status, message } of cases) {
      const request = validRequest(route, ids, as ? ctx.as(as) : {});
      const headers = { ...(request.headers as Record<string, string>), 'content-type': type };
      const answer = await writeAllThenRead(
        port,
        { method: route.method, path: String(request.url), headers },
        body,
        'chunked',
      );
      const label = `${route.method} ${route.url} as ${String(as)}`;
      expect(answer.status, `${label}: ${String(answer.error)}`).toBe(status);
      expect((JSON.parse(answer.body) as { message: string }).message, label).toBe(message);
      expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
    }
  }, 120_000);

  it('an upload refused mid-body on a kept-alive connection is answered and closed, not left stalled', async () => {
    const upload = apiRoutes(ctx.app).find(isMultipartRoute);
    if (!upload) throw new Error('upload route not found');
    const form = multipart(uploadParts({ file: Buffer.alloc(OVERSIZED_UPLOAD, 0x61) }));
    const request = validRequest(upload, ids, ctx.as(DEMO_USERS.advogada.email));
    const headers = {
      ...(request.headers as Record<string, string>),
      'content-type': form.contentType,
      connection: 'keep-alive',
    };
    const answer = await writeAllThenRead(
      port,
      { method: 'POST', path: String(request.url), headers },
      form.payload,
      'chunked',
    );
    expect(answer.status, String(answer.error)).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect((JSON.parse(answer.body) as { message: string }).message).toBe(MESSAGES.uploadTooLarge);
  }, 60_000);

  it('keeps ordinary connections alive (complete bodies are not closed)', async () => {
    const answers = await new Promise<string>((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' });
      const chunks: Buffer[] = [];
      const auth = ctx.as(DEMO_USERS.admin.email).authorization;
      const body = '{"changeProcess":true,"newProcess":true}';
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (
          (
            Buffer.concat(chunks)
              .toString('utf8')
              .match(/HTTP\/1\.1 /g) ?? []
          ).length === 2
        ) {
          socket.destroy();
          resolve(Buffer.concat(chunks).toString('utf8'));
        }
      });
      socket.on('error', reject);
      socket.write(`GET /v1/organization HTTP/1.1\r\nhost: x\r\nauthorization: ${auth}\r\n\r\n`);
      socket.write(
        `PUT /v1/organization/${String(ids.orgId)}/settings/notifications HTTP/1.1\r\nhost: x\r\nauthorization: ${auth}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
      );
    });
    expect(answers.match(/HTTP\/1\.1 (\d{3})/g)).toEqual(['HTTP/1.1 200', expect.stringMatching(/^HTTP\/1\.1 20\d$/)]);
    expect(answers.toLowerCase()).not.toContain('connection: close');
  }, 30_000);

  it('through the API_INSTANCES front too (scripts/round-robin-proxy.ts)', async () => {
    const front = await startRoundRobinProxy('127.0.0.1', 0, [{ host: '127.0.0.1', port }]);
    try {
      const frontPort = (front.server.address() as { port: number }).port;
      const body = Buffer.from(`{"x":"${'a'.repeat(OVERSIZED)}"}`);
      for (const [method, path, as] of [
        ['POST', '/v1/search', DEMO_USERS.admin.email],
        ['POST', '/v1/search', undefined],
        ['GET', '/v1/organization', undefined],
      ] as const) {
        const headers = { 'content-type': 'application/json', ...(as ? ctx.as(as) : {}) };
        const answer = await writeAllThenRead(frontPort, { method, path, headers }, body);
        expect(answer.status, `${method} ${path}: ${String(answer.error)}`).toBe(413);
        expect((JSON.parse(answer.body) as { message: string }).message).toBe(MESSAGES.bodyTooLarge);
      }
    } finally {
      await new Promise((resolve) => front.server.close(resolve));
    }
  }, 60_000);
});
