import { readDjenPage, type DjenPage } from './djen-body.ts';
import { DJEN_MESSAGES, DjenError, geoBlocked } from './djen-errors.ts';

/**
 * The HTTP layer of the DJEN adapter: one GET, spaced from the previous one, retried as the service needs.
 * Everything with a side effect is injected (fetch, clock, sleep) so that tests drive it without a network or
 * real waiting. Mapping to our model is not done here (djen-map.ts).
 */
export interface DjenHttpOptions {
  baseUrl: string;
  fetch: typeof fetch;
  /** Milliseconds, like Date.now. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Between two requests; bursts make the service answer 500. Default 500 ms. */
  spacingMs?: number;
  timeoutMs?: number;
  /** Retries of a 5xx or a network failure, waiting backoffMs, then twice that, … Default 3 × 1.5 s. */
  serverErrorRetries?: number;
  backoffMs?: number;
  /** After a 429 the documented wait is a minute. Default 2 more tries. */
  rateLimitWaitMs?: number;
  rateLimitRetries?: number;
  /** Told of every request made (counts, logs). */
  onRequest?: (url: string) => void;
}

export type DjenParams = Record<string, string | number | undefined>;

export interface DjenHttp {
  getPage(path: string, params: DjenParams): Promise<DjenPage>;
}

const retryAfterMs = (header: string | null, fallback: number): number => {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 5 * 60_000) : fallback;
};

export function createDjenHttp(options: DjenHttpOptions): DjenHttp {
  const spacing = options.spacingMs ?? 500;
  const serverRetries = options.serverErrorRetries ?? 3;
  const backoff = options.backoffMs ?? 1_500;
  const rateWait = options.rateLimitWaitMs ?? 60_000;
  const rateRetries = options.rateLimitRetries ?? 2;
  let lastRequestAt = Number.NEGATIVE_INFINITY;

  async function spaced(url: string): Promise<Response> {
    const wait = lastRequestAt + spacing - options.now();
    if (wait > 0) await options.sleep(wait);
    lastRequestAt = options.now();
    options.onRequest?.(url);
    return options.fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  }

  async function getPage(path: string, params: DjenParams): Promise<DjenPage> {
    const url = new URL(path, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    let serverFailures = 0;
    let rateLimits = 0;
    for (;;) {
      let response: Response;
      try {
        response = await spaced(url.toString());
      } catch (error) {
        // No answer (timeout, connection reset): the same as a 5xx.
        if (serverFailures >= serverRetries)
          throw new DjenError(DJEN_MESSAGES.unavailable(`sem resposta: ${(error as Error).message}`));
        await options.sleep(backoff * 2 ** serverFailures++);
        continue;
      }
      if (response.status === 403) throw geoBlocked();
      if (response.status === 429) {
        if (rateLimits >= rateRetries) throw new DjenError(DJEN_MESSAGES.rateLimited, false, 429);
        rateLimits++;
        await options.sleep(retryAfterMs(response.headers.get('retry-after'), rateWait));
        continue;
      }
      if (response.status >= 500) {
        if (serverFailures >= serverRetries)
          throw new DjenError(DJEN_MESSAGES.unavailable(`HTTP ${response.status}`), false, response.status);
        await options.sleep(backoff * 2 ** serverFailures++);
        continue;
      }
      if (!response.ok) throw new DjenError(DJEN_MESSAGES.refused(response.status), false, response.status);
      return readDjenPage(await response.text(), response.headers.get('content-type'));
    }
  }

  return { getPage };
}
