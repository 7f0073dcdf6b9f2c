import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';
import { DEFAULT_LINGER, lingerOnEarlyClose, type LingerBounds } from './lingering-close.ts';
import { MESSAGES } from './messages.ts';
import fp from 'fastify-plugin';
import { PLUGIN } from './plugin-names.ts';

const isUpload = (request: FastifyRequest): boolean =>
  ((request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
    'multipart/form-data',
  );

/**
 * A body declared larger than the route's limit is a 413 before anything else runs: no token
 * to verify, no body to parse, the same answer on every route and method, signed in or not (Fastify never parses a
 * GET body, so without this a GET would answer as if the body were not there). The answer then reaches a client
 * that writes its whole body before reading, because the close lingers (lingering-close.ts).
 * Register before authentication. Bodies without a Content-Length are measured by the parsers as they arrive.
 */
export const oversizedBodies = fp<{ bounds?: LingerBounds }>(
  async (app, { bounds = DEFAULT_LINGER }) => {
    lingerOnEarlyClose(app.server, bounds);
    app.addHook('onRequest', async (request, reply) => {
      const declared = Number(request.headers['content-length']);
      if (!Number.isFinite(declared) || declared <= request.routeOptions.bodyLimit) return;
      // The client may send more after the answer; say this connection ends here.
      void reply.header('connection', 'close');
      throw new HttpError(413, isUpload(request) ? MESSAGES.uploadTooLarge : MESSAGES.bodyTooLarge);
    });
    // Any answer given before the whole body arrived (a 413 of the upload's parser, a 401, a GET that ignores its body)
    // ends the connection: a parser that gave up mid-body leaves bytes nobody reads, which would stall a kept-alive
    // connection; the close lingers and reads them away instead.
    app.addHook('onSend', async (request, reply) => {
      if (!request.raw.complete) void reply.header('connection', 'close');
    });
  },
  { name: PLUGIN.oversizedBodies, dependencies: [PLUGIN.securityHeaders] },
);
