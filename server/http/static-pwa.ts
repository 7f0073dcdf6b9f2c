import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { isApiPath, sendJsonNotFound } from './not-found.ts';
import fp from 'fastify-plugin';
import { PLUGIN } from './plugin-names.ts';

/** Files that must be revalidated on every load so that a deploy is picked up (the service worker decides). */
const NO_CACHE_FILES = new Set(['index.html', 'login.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);
/** The login page drawn in the document (scripts/static-login-plugin.ts), for the plain address only. */
const LOGIN_PATH = '/user/login';
const LOGIN_DOCUMENT = 'login.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(root: string, filePath: string): string {
  if (resolve(filePath).startsWith(join(resolve(root), 'static') + sep)) return IMMUTABLE;
  if (NO_CACHE_FILES.has(basename(filePath))) return 'no-cache';
  // Icons, robots.txt and other unhashed files: short cache, revalidated.
  return 'public, max-age=3600, must-revalidate';
}

/** An in-app navigation (a typed URL or a reload on a client route) rather than an asset or API call. */
function isSpaNavigation(request: FastifyRequest): boolean {
  return request.method === 'GET' && !isApiPath(request.url) && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built PWA from staticDir and installs the not-found handler: navigations get index.html,
 * everything else (API, docs, missing chunks) gets the JSON 404, never HTML in place of a script.
 */
export const staticPwa = fp<{ staticDir?: string }>(
  async (app, { staticDir }) => {
    if (staticDir) {
      await app.register(fastifyStatic, {
        root: resolve(staticDir),
        prefix: '/',
        cacheControl: false,
        // The build writes .br and .gz beside each text asset (scripts/precompress-plugin.ts): sent when accepted.
        preCompressed: true,
        // Source maps stay on disk for error reporting (vite `sourcemap: 'hidden'`) but are not served: they would
        // hand out the original sources. A request for one gets the JSON 404 like any missing asset.
        allowedPath: (pathName: string) => !/\.map(\.(br|gz))?$/i.test(pathName),
        setHeaders: (reply: FastifyReply, filePath: string) => {
          reply.header('Cache-Control', cacheControlFor(staticDir, filePath));
        },
      });
      // Browsers ask for /favicon.ico on their own for what has no <link rel=icon> (a file opened in a new tab from the
      // viewer): the icon is an SVG, so point there instead of a 404 in the console.
      app.get('/favicon.ico', (_request, reply) =>
        reply.header('Cache-Control', cacheControlFor(staticDir, 'favicon.svg')).redirect('/favicon.svg', 301),
      );
    }
    // A build without it (or an older one) serves index.html there too. With a query (a return address, the reset
    // notice, an OAuth answer) the login page shows more than the bare form: index.html, drawn by the app alone.
    const loginDocument = staticDir && existsSync(join(resolve(staticDir), LOGIN_DOCUMENT)) ? LOGIN_DOCUMENT : null;
    app.setNotFoundHandler((request, reply) => {
      if (staticDir && isSpaNavigation(request)) {
        return reply.sendFile(loginDocument && request.url === LOGIN_PATH ? loginDocument : 'index.html');
      }
      return sendJsonNotFound(request, reply);
    });
  },
  { name: PLUGIN.staticPwa, dependencies: [PLUGIN.apiRoutes] },
);
