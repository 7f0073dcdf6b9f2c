import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PORTAL_LOGIN_PATH, portalAnswer, type PortalMode } from './portal';

/** What stands between the browser and the stack: nothing, or a captive portal in one of its modes. */
export type FrontMode = 'pass' | PortalMode;

const API_PATH = /^\/(v1|v2|identity|health)(\/|\?|$)/;
const UPLOAD_PATH = /^\/v1\/file\/uploadManual\//;

/**
 * The network of the soak: a reverse proxy on the origin the browser uses, in front of the stack. It forwards
 * everything; a dead stack is a bare 502 page (as a proxy in front of it would say); in a portal mode the portal
 * answers every API, health and identity call itself (the shell and its chunks come from the service worker's
 * precache); `loseAnswers(n)` lets the next n uploads reach the API and be stored, then drops their answers.
 */
export class ChaosFront {
  mode: FrontMode = 'pass';
  /**
   * What the portal answers: every API call, or only the uploads — issue 29's race (the upload reaching the portal
   * before any GET did) made certain; the GETs, answered by the API, keep the drain going into the portal.
   */
  portalScope: 'all' | 'uploads' = 'all';
  private losing = 0;
  private server: Server | null = null;
  readonly counters = { portalAnswers: 0, portalUploads: 0, lostAnswers: 0, gatewayErrors: 0 };
  url = '';

  constructor(private readonly upstreamPort: number) {}

  loseAnswers(count: number): void {
    this.losing = count;
  }

  /** Uploads whose answers are still to be lost. */
  answersToLose(): number {
    return this.losing;
  }

  async listen(port = 0): Promise<string> {
    const server = createServer((req, res) => this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const path = req.url ?? '/';
    const mode = this.mode;
    const inScope = this.portalScope === 'all' ? API_PATH.test(path) : UPLOAD_PATH.test(path);
    if (mode !== 'pass' && (inScope || path.startsWith(PORTAL_LOGIN_PATH))) {
      this.counters.portalAnswers += 1;
      if (UPLOAD_PATH.test(path)) this.counters.portalUploads += 1;
      const answer = portalAnswer(path.startsWith(PORTAL_LOGIN_PATH) ? 'html-200' : mode, this.url);
      req.resume();
      res.writeHead(answer.status, answer.headers).end(answer.body);
      return;
    }
    const lose = req.method === 'POST' && UPLOAD_PATH.test(path) && this.losing > 0;
    if (lose) this.losing -= 1;
    const upstream = request(
      { host: '127.0.0.1', port: this.upstreamPort, method: req.method, path, headers: req.headers },
      (answer) => {
        if (lose) {
          // The API stored it and answered; the answer never reaches the browser.
          answer.resume();
          answer.on('end', () => {
            this.counters.lostAnswers += 1;
            req.socket.destroy();
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      this.counters.gatewayErrors += 1;
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    });
    req.pipe(upstream);
    req.on('error', () => upstream.destroy());
  }
}
