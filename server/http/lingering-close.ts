import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface LingerBounds {
  /** Longest wait for the rest of an unread body after the answer went out. */
  maxMs: number;
  /** Most bytes of it read and thrown away. */
  maxBytes: number;
}

/** Enough for an upload over its 20 MB limit sent at once; a slower or larger body is cut after the time. */
export const DEFAULT_LINGER: LingerBounds = { maxMs: 10_000, maxBytes: 64 * 1024 * 1024 };

type LingeringSocket = Socket & { destroySoon?: () => void };

/**
 * An answer given before the request body has fully arrived (a 413, a 401 from the hooks, any
 * answer to a GET carrying a body) ends with a close. Node closes the socket once the answer is written; the
 * client's bytes still arriving then meet a closed socket, the kernel answers with a reset, and a client that
 * writes its whole body before reading (most of them) gets EPIPE and never sees the answer. Here the close of such
 * a connection becomes a half-close: the answer and a FIN go out, the rest of the body is read and discarded, and
 * the socket is destroyed when the body ends or a bound (time, bytes) is reached.
 */
export function lingerOnEarlyClose(server: Server, bounds: LingerBounds = DEFAULT_LINGER): void {
  const inFlight = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (request: IncomingMessage) => {
    inFlight.set(request.socket, request);
  });
  server.on('connection', (socket: LingeringSocket) => {
    const destroySoon = socket.destroySoon;
    if (typeof destroySoon !== 'function') return;
    // Node's http server calls socket.destroySoon() after the last answer of a connection (Connection: close).
    socket.destroySoon = function lingeringDestroySoon(this: LingeringSocket) {
      const request = inFlight.get(socket);
      if (!request || request.complete || socket.destroyed || socket.readableEnded) return destroySoon.call(socket);
      linger(socket, request, bounds);
    };
  });
}

/** How often the bytes read during a linger are looked at. */
const BYTES_CHECK_MS = 25;

function linger(socket: Socket, request: IncomingMessage, bounds: LingerBounds): void {
  // The bytes are counted on the socket: once Node's parser has dumped a request it no longer emits its body.
  const startBytes = socket.bytesRead;
  const stop = () => {
    clearTimeout(deadline);
    clearInterval(meter);
    socket.destroy();
  };
  const deadline = setTimeout(stop, bounds.maxMs);
  const meter = setInterval(() => {
    if (socket.bytesRead - startBytes > bounds.maxBytes) stop();
  }, BYTES_CHECK_MS);
  deadline.unref();
  meter.unref();
  socket.once('close', () => {
    clearTimeout(deadline);
    clearInterval(meter);
  });
  // FIN after the answer: the client reads it, then closes its side.
  socket.end();
  request.once('end', stop);
  request.once('error', stop);
  // A parser that gave up (multipart) may still be piped to; nobody wants these bytes any more.
  request.unpipe();
  request.resume();
}
