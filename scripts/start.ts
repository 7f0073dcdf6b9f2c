/**
 * npm start: build the PWA when it is missing or stale, then identity + database + API + PWA on one origin.
 * Environment: PORT (4173), HOST (127.0.0.1), DATA_DIR (.data), IDENTITY_PORT (9229), DATABASE_URL, SEED_PROCESSES,
 * OAUTH_DOMAIN, SENTRY_DSN, CONTACT_EMAIL, CONTACT_PHONE, RATE_LIMIT_*; a HOST other than loopback needs
 * ALLOW_INSECURE_PUBLIC_HOST=1 (see listen-host.ts).
 */
import { buildNeeded, runViteBuild } from './build-freshness.ts';
import { demoLoginsTable } from './demo-logins.ts';
import { installShutdown, stackOptionsFromEnv } from './env-options.ts';
import { checkListenHost } from './listen-host.ts';
import { startStack } from './stack.ts';

const ROOT = process.cwd();
// PWA_DIST serves another, already built folder (parallel e2e runs build their own); it is never rebuilt here.
const DIST = process.env.PWA_DIST ?? 'dist';

async function main(): Promise<void> {
  // The demo court feed runs every 3 minutes so that monitoring visibly does something; COURT_FEED_MINUTES=0 stops it.
  const options = stackOptionsFromEnv(process.env, { staticDir: DIST, courtFeedMinutes: 3 });
  // Before anything starts: the emulator behind /identity/ is not safe to expose (fixed reset code, public key).
  const host = checkListenHost(options.host ?? '127.0.0.1', process.env);
  if (!host.ok) throw new Error(host.message);
  if (host.warning) console.warn(host.warning);
  const reason = process.env.PWA_DIST ? null : await buildNeeded(ROOT, DIST);
  if (reason) {
    console.log(`Gerando o PWA (${reason})…`);
    await runViteBuild(ROOT);
  }
  const stack = await startStack({ ...options, onProgress: (message) => console.log(message) });
  installShutdown(
    () => stack.stop(),
    (message) => console.log(message),
  );
  console.log(`\nPainel de Risco Jurídico pronto em ${stack.url}\n`);
  console.log(demoLoginsTable());
  console.log('\nCtrl+C encerra tudo (API, banco e identidade).');
}

main().catch((error: unknown) => {
  console.error(`\nNão foi possível iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
