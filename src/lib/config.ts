import type { AppConfig } from '../contract/app-config';
import { apiRequest } from './http';
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

/**
 * GET /app-config.json from the PWA's own origin. The last good copy is kept so that an installed app
 * still starts in a courthouse without signal.
 */
export async function loadAppConfig(): Promise<AppConfig> {
  // Known offline: the saved copy now, rather than after a request that can only fail (offline start, figure 5).
  const saved = navigator.onLine ? null : readCachedConfig();
  if (saved) {
    current = saved;
    return current;
  }
  try {
    const fresh = await apiRequest<unknown>('/app-config.json', { auth: false, baseUrl: '', timeoutMs: 15_000 });
    if (!isAppConfig(fresh)) throw new Error('Configuração do aplicativo inválida.');
    writeStorage(STORAGE_KEYS.appConfig, JSON.stringify(fresh));
    current = fresh;
  } catch (error) {
    const cached = readCachedConfig();
    if (!cached) throw error;
    current = cached;
  }
  return current;
}

export function getAppConfig(): AppConfig {
  if (!current) throw new Error('App config read before loadAppConfig() resolved.');
  return current;
}

/** For tests and storybook-like harnesses. */
export function setAppConfig(config: AppConfig): void {
  current = config;
}
