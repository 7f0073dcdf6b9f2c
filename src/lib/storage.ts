/**
 * localStorage access that never throws (private mode and full quotas do), and the one list of our keys
 * so that logout can clear them all.
 */
export const STORAGE_KEYS = {
  appConfig: 'painel.appConfig',
  organizationId: 'painel.organizationId',
  organizationName: 'painel.organizationName',
  /** The organization this device's Web Push subscription was last registered for (features/device-notifications). */
  pushOrganizationId: 'painel.push.organizationId',
} as const;

/**
 * Amplify's own keys (its TokenStore): `<prefix><client id>.LastAuthUser` and `<prefix><client id>.<user>.idToken`,
 * `.accessToken`, `.refreshToken`, `.clockDrift`…
 */
export const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Keys that belong to a signed-in person; the app config is not personal and survives logout. */
const SESSION_KEYS = [STORAGE_KEYS.organizationId, STORAGE_KEYS.organizationName, STORAGE_KEYS.pushOrganizationId];

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the app keeps working with in-memory state.
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

/** Removes our per-user keys and any identity token the identity library left behind. */
export function clearSessionStorage(): void {
  for (const key of SESSION_KEYS) removeStorage(key);
  try {
    const store = globalThis.localStorage;
    if (!store) return;
    const stale: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(AMPLIFY_KEY_PREFIX)) stale.push(key);
    }
    for (const key of stale) store.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
