import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { helmetHeaders } from '../../../server/http/security-headers.ts';
import { appConfigFromEnv } from '../../../scripts/app-config-from-env.ts';

/**
 * The least a page can be and still pass figure 2's mark: one e-mail field, no style, no script. Over the same link
 * and CPU as the app, its time above its own physical floor is the browser's: the navigation, the parse and the first
 * frame, on this machine.
 */
export const BARE_PAGE =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Entrar</title></head>' +
  '<body><input type="email" autocomplete="username" aria-label="E-mail"></body></html>';

/**
 * The app's own security headers (server/http/security-headers.ts), on the one-field page too: what they cost the
 * browser is the browser's time, not the app's. Cross-Origin-Opener-Policy puts the page in a new browsing context
 * group and Origin-Agent-Cluster in an origin-keyed agent cluster; on the first visit of an empty tab they took the
 * one-field page +41 ms (median of nine, 4× CPU, slow 4G: 624 → 665 ms; COOP alone +30), work the app's page does too.
 */
const setSecurityHeaders = helmetHeaders(appConfigFromEnv({ userPoolId: 'local_bench', clientId: 'bench' }, {}));

/** Serves BARE_PAGE at every path on 127.0.0.1 (a port of its own, so a fresh origin as the app's is). */
export async function startBarePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    setSecurityHeaders(request, response, () => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(BARE_PAGE);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
