import { listenLocal } from '../helpers/local-server.ts';

/** One answer of the fake: status, content type and body. */
export interface FakeAnswer {
  status: number;
  type: string;
  body: Uint8Array | string;
}

/**
 * A local stand-in for the lists' publishers on 127.0.0.1 (random port): answers each path from a table, 404 for the
 * rest, and records the paths asked. `serve` replaces the table (a later day's files).
 */
export interface FakeListsServer {
  url: string;
  requests: string[];
  serve(routes: Record<string, FakeAnswer>): void;
  close(): Promise<void>;
}

export async function startFakeListsServer(initial: Record<string, FakeAnswer>): Promise<FakeListsServer> {
  let routes = initial;
  const requests: string[] = [];
  const server = await listenLocal((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(path);
    const answer = routes[path];
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
  return {
    ...server,
    requests,
    serve(next) {
      routes = next;
    },
  };
}

export const zipAnswer = (body: Uint8Array): FakeAnswer => ({ status: 200, type: 'application/zip', body });
export const xmlAnswer = (body: Uint8Array): FakeAnswer => ({ status: 200, type: 'application/xml', body });
