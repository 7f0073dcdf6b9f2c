import http from 'node:http';
import { lingerOnEarlyClose } from '../server/http/lingering-close.ts';

export interface ProxyTarget {
  host: string;
  port: number;
  /** Taken out of the rotation (its process ended). */
  down?: boolean;
}

/** Headers that belong to one hop and are not forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];

function withoutHopHeaders(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

/**
 * The front of `API_INSTANCES=N npm start`: one public port, each request to the next API instance in turn (any
 * HTTP load balancer does the same in production; the instances share nothing but the database). The client's
 * address goes in X-Forwarded-For, replacing whatever the client sent, so the per-address limits keep working (the
 * instances trust it from loopback only). Bodies and answers are streamed, never buffered.
 */
export function startRoundRobinProxy(
  host: string,
  port: number,
  targets: ProxyTarget[],
): Promise<{ server: http.Server; address: string }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const pick = (): ProxyTarget | undefined => {
    for (let tried = 0; tried < targets.length; tried += 1) {
      const target = targets[next++ % targets.length];
      if (target && !target.down) return target;
    }
    return undefined;
  };
  const server = http.createServer((request, response) => {
    const target = pick();
    const fail = () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Nenhuma instância da API respondeu.');
    };
    if (!target) return fail();
    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.url,
        agent,
        headers: { ...withoutHopHeaders(request.headers), 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', fail);
    request.on('aborted', () => upstream.destroy());
    request.pipe(upstream);
  });
  // The instance may answer (413, 401) while the client is still sending: the front must not reset that answer away.
  lingerOnEarlyClose(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const bound = server.address();
      const actual = typeof bound === 'object' && bound ? bound.port : port;
      resolve({ server, address: `http://${host}:${actual}` });
    });
  });
}
