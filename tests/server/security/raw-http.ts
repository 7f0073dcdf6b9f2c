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
export function rawRequest(port: number, head: { method: string; path: string; headers: Record<string, string> }, body: Buffer, mode: SendMode): Promise<RawAnswer> {
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
      const headers = { ...head.headers, host: `127.0.0.1:${port}`, connection: 'close', 'content-length': String(body.length) };
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
