/**
 * A stale deploy: the page still runs the previous build whose hashed chunks the server no longer has.
 * The cure is one full reload, guarded by a timestamped sessionStorage flag so that it never loops, and
 * never while the device is offline (a reload then would only lose what is on screen).
 */
export const STALE_RELOAD_KEY = 'painel.staleChunkReloadAt';
/** A second reload is allowed only after this long (a later deploy in the same tab). */
export const STALE_RELOAD_GUARD_MS = 5 * 60_000;

interface StaleReloadInput {
  online: boolean;
  /** Epoch ms of the last guarded reload in this tab, or null. */
  lastReloadAt: number | null;
  now: number;
  guardMs?: number;
}

/** Pure decision: reload only when online and no guarded reload happened within the guard window. */
export function shouldReloadForStaleChunk({
  online,
  lastReloadAt,
  now,
  guardMs = STALE_RELOAD_GUARD_MS,
}: StaleReloadInput): boolean {
  if (!online) return false;
  // Stryker disable next-line ConditionalExpression: Number.isFinite(null) is false as well (the null check narrows the type)
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock that moved backwards counts as recent: better no reload than a loop.
  const elapsed = now - lastReloadAt;
  return elapsed >= guardMs;
}

function readLastReload(storage: Storage | undefined): number | null {
  try {
    const raw = storage?.getItem(STALE_RELOAD_KEY);
    if (raw === null || raw === undefined) return null;
    const n = Number(raw);
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}

interface StaleReloadEnv {
  storage?: Storage;
  online: boolean;
  now: number;
  reload: () => void;
}

/** Reloads once when the decision says so; returns whether it did. Without storage it never reloads. */
export function reloadOnceForStaleDeploy(env: StaleReloadEnv): boolean {
  if (!env.storage) return false;
  if (!shouldReloadForStaleChunk({ online: env.online, lastReloadAt: readLastReload(env.storage), now: env.now }))
    return false;
  try {
    env.storage.setItem(STALE_RELOAD_KEY, String(env.now));
  } catch {
    // Cannot record the guard: do not risk a loop.
    return false;
  }
  env.reload();
  return true;
}

/** Chromium/Firefox/Safari wording for a failed dynamic import carries the module URL. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /((?:https?:\/\/|\/static\/)[^\s'"]+?\.(?:m?js|css))(?![\w.])/i.exec(message);
  return match?.[1] ?? null;
}

/**
 * Whether a failed chunk looks like a stale deploy: online, and the server answers 404 for its URL (when the
 * URL is known). A network error or a hang is not a stale deploy and gets the retry button only.
 */
export async function isStaleChunk(error: unknown, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  const url = failedModuleUrl(error);
  if (!url) return false;
  try {
    const response = await fetchImpl(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}

/** Browser wiring: checks the failure and reloads once if it is a stale deploy. */
export async function handleChunkFailure(error: unknown): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  if (!(await isStaleChunk(error))) return false;
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return reloadOnceForStaleDeploy({
    storage,
    online: navigator.onLine,
    now: Date.now(),
    reload: () => window.location.reload(),
  });
}
