import { markServerAnswered, markServerUnreachable } from '../network';

/** While the server does not answer, how often it is asked again (doubling from the first to the last). */
const PROBE_FIRST_MS = 3_000;
const PROBE_MAX_MS = 20_000;
let probeTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * The browser is online but the server did not answer: the app goes offline (network.ts) and, since paused queries
 * send nothing, asks the health check now and then until the server answers, so it recovers by itself.
 */
export function serverUnreachable(baseUrl: string): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  markServerUnreachable();
  if (probeTimer) return;
  const probe = (delay: number) => {
    probeTimer = setTimeout(() => {
      void fetch(`${baseUrl}/health`, { cache: 'no-store', signal: AbortSignal.timeout(10_000) })
        .then((response) => isApiAnswer(response))
        .catch(() => false)
        .then((answered) => {
          probeTimer = null;
          if (answered) markServerAnswered();
          else probe(Math.min(delay * 2, PROBE_MAX_MS));
        });
    }, delay);
  };
  probe(PROBE_FIRST_MS);
}

/**
 * Whether our server answered. A captive portal answers every address with its own HTML page, and a proxy in front
 * of a dead server answers 502/503/504: neither is our server answering.
 */
export function isApiAnswer(response: Response): boolean {
  if (response.status === 502 || response.status === 503 || response.status === 504) return false;
  return !(response.headers.get('content-type') ?? '').includes('text/html');
}

/**
 * Our API's own 502/503/504: it answered, but a service behind it failed (the identity service while adding a person,
 * issue 17; the push service on "Enviar teste", issue 30) and it says so in Portuguese in its ErrorResponse. A
 * gateway's answer in front of a dead server carries no such body, and stays "the server does not answer".
 */
export async function isApiUnavailableAnswer(response: Response): Promise<boolean> {
  if (![502, 503, 504].includes(response.status) || !(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const body = (await response.clone().json()) as { statusCode?: unknown; error?: unknown; message?: unknown } | null;
    return body?.statusCode === response.status && typeof body.error === 'string' && typeof body.message === 'string' && body.message !== '';
  } catch {
    return false;
  }
}

/** Test hook: forget a pending probe. */
export function resetReachabilityProbe(): void {
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
}
