import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSources } from '../../server/http/security-headers.ts';
import { createTestContext, TEST_APP_CONFIG, type TestContext } from './helpers/test-app.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const INDEX = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
const LOGIN = '<!doctype html><html lang="pt-BR"><body><div id="static-login"><form></form></div></body></html>';

function buildFakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-dist-'));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  mkdirSync(join(dir, 'static/css'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'login.html'), LOGIN);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'registerSW.js'), '// register');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Painel"}');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dir, 'static/js/index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'static/css/index-def456.css'), 'body{}');
  // vite's hidden source maps sit beside the chunks (with precompressed copies).
  writeFileSync(join(dir, 'static/js/index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(dir, 'static/js/index-abc123.js.map.gz'), gzipSync('{"version":3}'));
  // What scripts/precompress-plugin.ts writes beside each text asset of a real build.
  const big = 'export const x = 1;\n'.repeat(200);
  writeFileSync(join(dir, 'static/js/big-aaa111.js'), big);
  writeFileSync(join(dir, 'static/js/big-aaa111.js.br'), brotliCompressSync(big));
  writeFileSync(join(dir, 'static/js/big-aaa111.js.gz'), gzipSync(big));
  return dir;
}

describe('static PWA hosting and security headers', () => {
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = buildFakeDist();
    ctx = await createTestContext({ staticDir: dist, trustProxy: true });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.get(url, { headers });

  it('sends the precompressed copy the browser accepts, immutable and varying on Accept-Encoding', async () => {
    const br = await ctx.get('/static/js/big-aaa111.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('export const x = 1;\n'.repeat(200));
    const gzip = await get('/static/js/big-aaa111.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/static/js/big-aaa111.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export const x = 1;\n'.repeat(200));
  });

  it('never serves source maps, plain or precompressed', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const res = await get('/static/js/index-abc123.js.map', headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('sources');
    }
    expect((await get('/static/js/index-abc123.js.map.gz')).statusCode).toBe(404);
  });

  it('serves hashed chunks as immutable for a year', async () => {
    for (const url of ['/static/js/index-abc123.js', '/static/css/index-def456.css']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/static/js/index-abc123.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('serves the shell, service worker and manifest with no-cache', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/')).body).toBe(INDEX);
  });

  it('falls back to index.html for client-side navigations only', async () => {
    const nav = await get('/user/login?reset=1', { accept: 'text/html,application/xhtml+xml' });
    expect(nav.statusCode).toBe(200);
    expect(nav.body).toBe(INDEX);
    expect(nav.headers['cache-control']).toBe('no-cache');
    expect((await get('/app/processos/123', { accept: 'text/html' })).body).toBe(INDEX);
  });

  it('answers the plain login address with the document that draws the form, revalidated on every load', async () => {
    const nav = await get('/user/login', { accept: 'text/html,application/xhtml+xml' });
    expect(nav.statusCode).toBe(200);
    expect(nav.body).toBe(LOGIN);
    expect(nav.headers['cache-control']).toBe('no-cache');
    expect(String(nav.headers['content-security-policy'])).toContain("script-src 'self';");
    // Not for a script's fetch of the same address, nor beyond the exact path.
    expect((await get('/user/login', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await get('/user/login/', { accept: 'text/html' })).body).toBe(INDEX);
  });

  it('never answers API, docs, identity or missing chunks with the shell', async () => {
    for (const url of ['/v1/nada', '/v2/x', '/docs/x', '/identity/x', '/static/js/missing-000.js']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
    // Not a navigation (no text/html): a JSON 404 too.
    expect((await get('/favicon-nao-existe.png', { accept: 'image/*' })).statusCode).toBe(404);
  });

  it("points the browser's own /favicon.ico request at the SVG icon", async () => {
    const res = await get('/favicon.ico', { accept: 'image/*' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('sends a CSP without inline script, nosniff and the referrer policy', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("connect-src 'self' https://o4501.ingest.sentry.io");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps API answers, errors included, out of every cache', async () => {
    const ok = await ctx.get('/v1/user', { as: DEMO_USERS.admin.email });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect((await get('/v1/user')).headers['cache-control']).toBe('private, no-store');
    expect(
      (await get(`/v1/organization/${DEMO_ORGS.moraes}/process`, ctx.as(DEMO_USERS.restrito.email))).headers[
        'cache-control'
      ],
    ).toBe('private, no-store');
    // The shell keeps its own policy.
    expect((await get('/static/js/index-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('sends HSTS only behind TLS', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const tls = await get('/', { 'x-forwarded-proto': 'https' });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('adds the identity origins the PWA talks to', () => {
    expect(connectSources({ ...TEST_APP_CONFIG, sentryDsn: null })).toEqual(["'self'"]);
    expect(
      connectSources({
        ...TEST_APP_CONFIG,
        sentryDsn: 'not a url',
        identity: {
          userPoolId: 'sa-east-1_AbC',
          userPoolClientId: 'c',
          userPoolEndpoint: null,
          oauthDomain: 'auth.exemplo.test',
        },
      }),
    ).toEqual(["'self'", 'https://cognito-idp.sa-east-1.amazonaws.com', 'https://auth.exemplo.test']);
  });
});

describe('without a static directory', () => {
  it('answers every unknown path with the JSON 404', async () => {
    const ctx = await createTestContext({}, 0);
    const res = await ctx.get('/user/login', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().statusCode).toBe(404);
    await ctx.close();
  });
});
