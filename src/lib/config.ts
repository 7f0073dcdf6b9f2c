import type { AppConfig } from '../contract/app-config';
import { fetchStaticJson } from './http/static-json';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export type { AppConfig };

let current: AppConfig | null = null;

function isAppConfig(value: unknown): value is AppConfig {
  const v = value as Partial<AppConfig> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.identity?.userPoolId === 'string' &&
    typeof v.identity.userPoolClientId === 'string' &&
    typeof v.contact?.email === 'string' &&
    typeof v.contact.phone === 'string'
  );
}

function readCachedConfig(): AppConfig | null {
  const raw = readStorage(STORAGE_KEYS.appConfig);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isAppConfig(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

async function fetchFreshConfig(): Promise<AppConfig> {
  const fresh = await fetchStaticJson('/app-config.json', 15_000);
  if (!isAppConfig(fresh)) throw new Error('Configuração do aplicativo inválida.');
  writeStorage(STORAGE_KEYS.appConfig, JSON.stringify(fresh));
  return fresh;
}

const sameConfig = (a: AppConfig, b: AppConfig) => JSON.stringify(a) === JSON.stringify(b);

/**
 * GET /app-config.json from the PWA's own origin. The last good copy is kept so that an installed app still starts in
 * a courthouse without signal, and a start with a saved copy uses it at once: waiting for the request cost every
 * repeat visit a round trip of the network before its first render (562 ms on slow 4G). The fresh
 * copy is fetched beside the start and saved; if it differs, `onChange` gets it (the identity settings changed).
 */
export async function loadAppConfig(onChange?: (config: AppConfig) => void): Promise<AppConfig> {
  const saved = readCachedConfig();
  if (saved) {
    current = saved;
    if (navigator.onLine) {
      fetchFreshConfig().then(
        (fresh) => {
          if (sameConfig(fresh, saved)) return;
          current = fresh;
          onChange?.(fresh);
        },
        () => undefined, // Offline after all, or the server is down: the saved copy stays.
      );
    }
    return current;
  }
  current = await fetchFreshConfig();
  return current;
}

export function getAppConfig(): AppConfig {
  if (!current) throw new Error('App config read before loadAppConfig() resolved.');
  return current;
}
