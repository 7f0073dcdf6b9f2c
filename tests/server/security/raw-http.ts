import { connect } from 'node:net';

/** How a raw request ends: read the answer, or drop the connection at some point of the send. */
export type SendMode = { kind: 'full' } | { kind: 'abort-mid-body'; cut: number } | { kind: 'abort-after-body' };

export interface RawAnswer {
  /** Undefined when the connection was dropped on purpose (or the server closed it without answering). */
  status?: number;
  body?: string;
}

const ANSWER_TIMEOUT_MS = 15_000;

/** One HTTP/1.1 request over a plain socket to 127.0.0.1, so a body can be cut or abandoned like a phone on 3G does. */
export function rawRequest(
  port: number,
  head: { method: string; path: string; headers: Record<string, string> },
  body: Buffer,
  mode: SendMode,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms: ${head.method} ${head.path}`));
    }, ANSWER_TIMEOUT_MS);
    const finish = (answer: RawAnswer) => {
      clearTimeout(timer);
      resolve(answer);
    };
    socket.on('error', () => finish({}));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      if (mode.kind !== 'full') return finish({});
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      finish({ status: status ? Number(status) : undefined, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('connect', () => {
      const headers = {
        ...head.headers,
        host: `127.0.0.1:${port}`,
        connection: 'close',
        'content-length': String(body.length),
      };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(`${head.method} ${head.path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      if (mode.kind === 'abort-mid-body') {
        socket.write(body.subarray(0, mode.cut), () => setTimeout(() => socket.destroy(), 5));
      } else if (mode.kind === 'abort-after-body') {
        socket.write(body, () => socket.destroy());
      } else {
        socket.write(body);
      }
    });
  });
}

const SLICE_BYTES = 64 * 1024;

export interface WriteFirstAnswer {
  status?: number;
  headers: Record<string, string>;
  body: string;
  /** The socket error the client saw (EPIPE, ECONNRESET), if any. */
  error?: string;
}

/**
 * A client that sends the whole request before reading anything, as most HTTP clients do: it reads only once every
 * byte of the body has been handed to the socket (or writing failed), then takes what arrives until the server closes.
 */
export function writeAllThenRead(
  port: number,
  head: { method: string; path: string; headers: Record<string, string> },
  body: Buffer,
  framing: 'length' | 'chunked' = 'length',
): Promise<WriteFirstAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.pause();
    const chunks: Buffer[] = [];
    let error: string | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${ANSWER_TIMEOUT_MS} ms: ${head.method} ${head.path}`));
    }, ANSWER_TIMEOUT_MS);
    socket.on('error', (cause: NodeJS.ErrnoException) => {
      error = cause.code ?? cause.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const lines = (split < 0 ? text : text.slice(0, split)).split('\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1];
      const headers = Object.fromEntries(
        lines.slice(1).map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({
        status: status ? Number(status) : undefined,
        headers,
        body: split < 0 ? '' : text.slice(split + 4),
        ...(error ? { error } : {}),
      });
    });
    socket.on('connect', () => {
      const length =
        framing === 'length' ? { 'content-length': String(body.length) } : { 'transfer-encoding': 'chunked' };
      // Connection: close unless the caller asks to keep it alive (the server must then close it itself).
      const headers = { connection: 'close', ...head.headers, host: `127.0.0.1:${port}`, ...length };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(`${head.method} ${head.path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      const read = () => {
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.resume();
      };
      // Slices with a pause between them, like a network slower than loopback: the body is still arriving when
      // the server has its answer, as on a phone or a busy machine.
      const writeFrom = (offset: number) => {
        if (socket.destroyed) return read();
        if (offset >= body.length) return framing === 'chunked' ? socket.write('0\r\n\r\n', read) : read();
        const slice = body.subarray(offset, offset + SLICE_BYTES);
        const framed =
          framing === 'chunked'
            ? Buffer.concat([Buffer.from(`${slice.length.toString(16)}\r\n`), slice, Buffer.from('\r\n')])
            : slice;
        socket.write(framed, (failure) => {
          if (failure) return read();
          setTimeout(() => writeFrom(offset + SLICE_BYTES), 1);
        });
      };
      writeFrom(0);
    });
  });
}
