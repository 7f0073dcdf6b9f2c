import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity (RFC 8292): the key pair that signs every push, and who to contact about it. */
export interface VapidConfig {
  /** Uncompressed P-256 public key, base64url (65 bytes): the PWA's applicationServerKey. */
  publicKey: string;
  /** P-256 private key, base64url (32 bytes). */
  privateKey: string;
  /** `mailto:` address or `https:` URL the push services may contact. */
  subject: string;
}

/** The file, in the data folder, that keeps the local stack's generated keys across restarts. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const DEFAULT_SUBJECT = 'mailto:contato@painel-risco-juridico.example';

const bytes = (value: string) => Buffer.from(value, 'base64url').length;

/** Why a configuration is unusable, or null. Checked at start so a typo fails there, not at the first push. */
export function vapidProblem(config: VapidConfig): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(config.publicKey) || bytes(config.publicKey) !== 65)
    return 'VAPID_PUBLIC_KEY deve ser uma chave P-256 não comprimida em base64url (65 bytes).';
  if (!/^[A-Za-z0-9_-]+$/.test(config.privateKey) || bytes(config.privateKey) !== 32)
    return 'VAPID_PRIVATE_KEY deve ser uma chave P-256 privada em base64url (32 bytes).';
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(config.subject))
    return 'VAPID_SUBJECT deve ser um endereço mailto: ou uma URL https:.';
  return null;
}

/** A fresh key pair (tests; a server without configured keys keeps one for its lifetime). */
export function generateVapidConfig(subject = DEFAULT_SUBJECT): VapidConfig {
  return { ...webpush.generateVAPIDKeys(), subject };
}

/**
 * VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (+ VAPID_SUBJECT, else `mailto:` CONTACT_EMAIL) from the environment; null when
 * neither key is set; an error when only one is, or when they are malformed.
 */
export function vapidFromEnv(env: NodeJS.ProcessEnv): VapidConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey)
    throw new Error('Defina VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY juntas (npx web-push generate-vapid-keys).');
  const config = { publicKey, privateKey, subject: subjectFromEnv(env) };
  const problem = vapidProblem(config);
  if (problem) throw new Error(problem);
  return config;
}

function subjectFromEnv(env: NodeJS.ProcessEnv): string {
  if (env.VAPID_SUBJECT?.trim()) return env.VAPID_SUBJECT.trim();
  return env.CONTACT_EMAIL?.trim() ? `mailto:${env.CONTACT_EMAIL.trim()}` : DEFAULT_SUBJECT;
}

/**
 * The local stack's keys: read from `dataDir/vapid-keys.json`, or generated once and written there (owner-only), so
 * browsers' subscriptions survive a restart. A deployment with several instances sets the environment instead.
 */
export async function loadOrCreateVapidKeys(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<VapidConfig> {
  const file = join(dataDir, VAPID_KEYS_FILE);
  const subject = subjectFromEnv(env);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    const config = { publicKey: String(stored.publicKey), privateKey: String(stored.privateKey), subject };
    const problem = vapidProblem(config);
    if (problem) throw new Error(`${file}: ${problem} Apague o arquivo para gerar chaves novas.`);
    return config;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const config = generateVapidConfig(subject);
  await mkdir(dataDir, { recursive: true });
  await writeFile(
    file,
    `${JSON.stringify({ publicKey: config.publicKey, privateKey: config.privateKey }, null, 2)}\n`,
    { mode: 0o600, flag: 'wx' },
  );
  await chmod(file, 0o600);
  return config;
}
