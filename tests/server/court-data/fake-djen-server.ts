import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyText, matches, type Recording } from './djen-recordings.ts';

/**
 * A local stand-in for the DJEN on 127.0.0.1: answers each request from the recordings (the first unused match,
 * then the last match again) and, like the real service, answers an empty page with `count` filled whenever a
 * client asks for more than 50 items a page. Unmatched requests get an empty page.
 */
export interface FakeDjen {
  url: string;
  requests: URL[];
  /** Replaces what the service answers from now on (a later day: a cancellation, an outage). */
  serve(recordings: Recording[]): void;
  close(): Promise<void>;
}

const EMPTY = { status: 'success', message: 'Sucesso', count: 0, items: [] };

export async function startFakeDjen(initial: Recording[]): Promise<FakeDjen> {
  let recordings = initial;
  let used = new Set<Recording>();
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const candidates = recordings.filter((recording) => matches(recording, url));
    const recording = candidates.find((candidate) => !used.has(candidate)) ?? candidates.at(-1);
    if (recording) used.add(recording);
    if (Number(url.searchParams.get('itensPorPagina')) > 50) {
      const count =
        recording && typeof recording.response.body === 'object'
          ? ((recording.response.body as { count?: number }).count ?? 0)
          : 0;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...EMPTY, count }));
      return;
    }
    if (!recording) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(EMPTY));
      return;
    }
    response.writeHead(recording.response.status, recording.response.headers).end(bodyText(recording.response.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    serve(next) {
      recordings = next;
      used = new Set();
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
