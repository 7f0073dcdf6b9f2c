import { markServerAnswered, markServerUnreachable, type UnreachableCause } from '../network';
import { fetchAnswer, whoAnswered, type Answerer } from './api-answer';

/** While the server does not answer, how often it is asked again (doubling from the first to the last). */
const PROBE_FIRST_MS = 3_000;
const PROBE_MAX_MS = 20_000;
let probeTimer: ReturnType<typeof setTimeout> | null = null;

/** A response that was not the API's: someone else answering is a portal; a bare gateway error is a dead server. */
export function causeOf(answerer: Exclude<Answerer, 'api'>): UnreachableCause {
  return answerer === 'portal' ? 'portal' : 'down';
}

/**
 * The browser is online but the server did not answer (`cause`: nothing answered, or a captive portal did): the app
 * goes offline (network.ts) and, since paused queries send nothing, asks the health check now and then until the
 * server answers, so it recovers — and the outbox drains — by itself.
 */
export function serverUnreachable(baseUrl: string, cause: UnreachableCause = 'down'): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  markServerUnreachable(cause);
  if (probeTimer) return;
  const probe = (delay: number) => {
    probeTimer = setTimeout(() => {
      // 'manual': a portal's redirect is seen as one (an opaque redirect) instead of being followed to its page.
      void fetch(`${baseUrl}/health`, { cache: 'no-store', redirect: 'manual', signal: AbortSignal.timeout(10_000) })
        .then((response) => whoAnswered(fetchAnswer(response)))
        .catch((): Answerer => 'gateway')
        .then((answerer) => {
          probeTimer = null;
          if (answerer === 'api') {
            markServerAnswered();
            return;
          }
          markServerUnreachable(causeOf(answerer), true);
          probe(Math.min(delay * 2, PROBE_MAX_MS));
        });
    }, delay);
  };
  probe(PROBE_FIRST_MS);
}

/** Test hook: forget a pending probe. */
export function resetReachabilityProbe(): void {
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
}
