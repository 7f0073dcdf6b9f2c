import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { startRoundRobinProxy, type ProxyTarget } from './round-robin-proxy.ts';
import type { IdentityEndpoints } from './stack-app.ts';

interface ApiInstancesOptions {
  count: number;
  host: string;
  port: number;
  databaseUrl: string;
  identity: IdentityEndpoints;
  staticDir: string | null;
  env: NodeJS.ProcessEnv;
  courtFeedMinutes: number;
  enableTestRoutes: boolean;
  onProgress: (message: string) => void;
}

/** What the parent of an API instance puts in its environment (read back by scripts/start-api.ts). */
export function apiInstanceEnv(identity: IdentityEndpoints): NodeJS.ProcessEnv {
  return {
    IDENTITY_URL: identity.url,
    IDENTITY_USER_POOL_ID: identity.userPoolId,
    IDENTITY_CLIENT_ID: identity.clientId,
    IDENTITY_ISSUER: identity.issuer,
    IDENTITY_JWKS_URI: identity.jwksUri,
  };
}

/** The line an instance prints once it listens: `API_READY <url>`. */
export const READY_PREFIX = 'API_READY ';
const START_TIMEOUT_MS = 120_000;

/** Starts one `scripts/start-api.ts` process and resolves with its address once it listens. */
export function spawnApiInstance(
  env: NodeJS.ProcessEnv,
  label: string,
  log: (line: string) => void,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-api.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label}: não respondeu em ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} terminou ao iniciar (código ${String(code)})`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(READY_PREFIX)) {
        clearTimeout(timer);
        resolve({ child, url: line.slice(READY_PREFIX.length).trim() });
      } else {
        log(`[${label}] ${line}`);
      }
    });
  });
}

/** Ends a child: SIGTERM (it finishes its running jobs), SIGKILL after 20 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * `API_INSTANCES=N npm start`: N API processes on the PostgreSQL of DATABASE_URL (each on a free loopback port,
 * each serving the API, the PWA and the /identity/ proxy and running jobs), behind a round-robin front on the public
 * port. The database was migrated and seeded by the caller.
 */
export async function startApiInstances(options: ApiInstancesOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(stopChild));
  };
  try {
    const targets: ProxyTarget[] = [];
    for (let index = 1; index <= options.count; index += 1) {
      const label = `api ${index}`;
      options.onProgress(`Iniciando a instância ${index} de ${options.count} da API…`);
      const { child, url } = await spawnApiInstance(
        {
          ...options.env,
          ...apiInstanceEnv(options.identity),
          DATABASE_URL: options.databaseUrl,
          HOST: '127.0.0.1',
          PORT: '0',
          TRUST_PROXY: '127.0.0.1',
          PWA_DIST: options.staticDir ?? '',
          COURT_FEED_MINUTES: String(options.courtFeedMinutes),
          E2E_TEST_ROUTES: options.enableTestRoutes ? '1' : '',
        },
        label,
        (line) => console.log(line),
      );
      children.push(child);
      const { hostname, port } = new URL(url);
      const target: ProxyTarget = { host: hostname, port: Number(port) };
      child.once('exit', (code, signal) => {
        target.down = true;
        if (!stopping) console.error(`[${label}] terminou (${signal ?? `código ${String(code)}`}); fora do rodízio.`);
      });
      targets.push(target);
    }
    const front = await startRoundRobinProxy(options.host, options.port, targets);
    return {
      url: front.address,
      stop: async () => {
        const closed = new Promise<void>((resolve) => front.server.close(() => resolve()));
        front.server.closeAllConnections();
        await closed;
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
