import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lingerOnEarlyClose } from '../../server/http/lingering-close.ts';

/** Issue 28, item 9: the lingering close is bounded, so a client that never finishes its body cannot hold a socket. */
describe('lingering close after an early answer', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(413, { connection: 'close', 'content-type': 'text/plain' }).end('grande demais');
    });
    lingerOnEarlyClose(server, { maxMs: 300, maxBytes: 256 * 1024 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const trickle = (pauseMs: number, slice: number) =>
    new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
      // Half-open: it keeps sending after the server's FIN, as a client busy writing its body does.
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      const started = Date.now();
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', () => undefined);
      socket.on('close', () =>
        resolve({ answer: Buffer.concat(chunks).toString('utf8'), closedAfterMs: Date.now() - started }),
      );
      socket.write(`POST / HTTP/1.1\r\nhost: x\r\ncontent-length: ${100 * 1024 * 1024}\r\n\r\n`);
      const timer = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) return clearInterval(timer);
        socket.write(Buffer.alloc(slice, 0x61), () => undefined);
      }, pauseMs);
    });

  it('closes after the time bound when the body keeps trickling in', async () => {
    const { answer, closedAfterMs } = await trickle(20, 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(250);
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('closes after the byte bound when the body keeps pouring in', async () => {
    const { answer, closedAfterMs } = await trickle(1, 64 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(closedAfterMs).toBeLessThan(250);
  });
});
