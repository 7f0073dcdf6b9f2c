/**
 * npm run dev: identity + database + API on :4174 (no static files), then the Vite dev server, whose proxy
 * (vite.config.ts) forwards /v1, /v2, /identity, /app-config.json and /docs to API_PROXY_TARGET.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { demoLoginsTable } from './demo-logins.ts';
import { installShutdown, stackOptionsFromEnv } from './env-options.ts';
import { checkListenHost } from './listen-host.ts';
import { startStack } from './stack.ts';

const DEV_API_PORT = 4174;

async function main(): Promise<void> {
  // PORT is Vite's business here; the API keeps its own port unless API_PORT says otherwise.
  const env = { ...process.env, PORT: process.env.API_PORT ?? String(DEV_API_PORT) };
  const options = stackOptionsFromEnv(env, { staticDir: null, courtFeedMinutes: 3 });
  const host = checkListenHost(options.host ?? '127.0.0.1', process.env);
  if (!host.ok) throw new Error(host.message);
  if (host.warning) console.warn(host.warning);
  const stack = await startStack({ ...options, onProgress: (message) => console.log(message) });
  const apiUrl = stack.url.replace('localhost', '127.0.0.1');

  const viteArgs = [
    join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js'),
    ...(process.env.PORT ? ['--port', process.env.PORT] : []),
  ];
  const vite = spawn(process.execPath, viteArgs, {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: apiUrl },
  });
  const stopAll = async () => {
    if (vite.exitCode === null && vite.signalCode === null) {
      const exited = new Promise((resolve) => vite.once('exit', resolve));
      vite.kill('SIGTERM');
      await exited;
    }
    await stack.stop();
  };
  const shutdown = installShutdown(stopAll, (message) => console.log(message));
  // Vite ending on its own (a crash, or "q" in its console) takes the API down with it.
  vite.once('exit', (code) => shutdown(code ?? 0));

  console.log(`\nAPI em ${stack.url} (Vite encaminha para ${apiUrl}).\n`);
  console.log(demoLoginsTable());
}

main().catch((error: unknown) => {
  console.error(`\nNão foi possível iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
