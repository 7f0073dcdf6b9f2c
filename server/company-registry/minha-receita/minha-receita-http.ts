import { RegistryError } from '../company-registry.ts';
import { badAnswer, REGISTRY_MESSAGES } from './minha-receita-errors.ts';

/**
 * The HTTP layer of the Minha Receita adapter: one GET, retried as the service needs, the body read as JSON.
 * fetch, clock and sleep are injected so tests drive 429s, outages and timeouts without a network or real waiting.
 * Mapping to our record is elsewhere (minha-receita-map.ts).
 */
export interface MinhaReceitaHttpOptions {
  /** Minha Receita's root (a firm's own instance, https://minhareceita.org) or BrasilAPI's …/api/cnpj/v1. */
  baseUrl: string;
  fetch: typeof fetch;
  /** Milliseconds, like Date.now. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /** Waits after a 429 without Retry-After; default 10 s (a graph asks one company after another). */
  rateLimitWaitMs?: number;
  /** Default 2 more tries after a 429. */
  rateLimitRetries?: number;
  /** Retries of a 5xx or no answer, waiting backoffMs, then twice that … Default 2 × 1 s. */
  serverErrorRetries?: number;
  backoffMs?: number;
  /** Told of every request made (counts, logs). */
  onRequest?: (url: string) => void;
}

/** A JSON answer, or one of the statuses the callers read as an answer (404 not found; 400/405 refused search). */
export type HttpAnswer = { status: 200; body: unknown } | { status: 400 | 404 | 405; body: null };

export interface MinhaReceitaHttp {
  get(path: string, params?: Record<string, string>): Promise<HttpAnswer>;
}

/** Retry-After in seconds (capped at 2 minutes: a request of the graph should not hang longer). */
const retryAfterMs = (header: string | null, fallback: number): number => {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 120_000) : fallback;
};

/** Why nothing answered, in Portuguese for the "Fontes de dados" screen (fetch's own words are English). */
const noAnswer = (error: unknown): string =>
  (error as Error).name === 'TimeoutError'
    ? 'sem resposta: tempo de espera esgotado'
    : 'sem resposta: conexão recusada ou interrompida';

export function readJson(bodyText: string, contentType: string | null): unknown {
  if (contentType?.includes('html') || /^\s*</.test(bodyText)) throw badAnswer();
  try {
    return JSON.parse(bodyText);
  } catch {
    throw badAnswer();
  }
}

export function createMinhaReceitaHttp(options: MinhaReceitaHttpOptions): MinhaReceitaHttp {
  const rateWait = options.rateLimitWaitMs ?? 10_000;
  const rateRetries = options.rateLimitRetries ?? 2;
  const serverRetries = options.serverErrorRetries ?? 2;
  const backoff = options.backoffMs ?? 1_000;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  async function get(path: string, params: Record<string, string> = {}): Promise<HttpAnswer> {
    const url = new URL(path.replace(/^\/+/, ''), base);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    let serverFailures = 0;
    let rateLimits = 0;
    for (;;) {
      let response: Response;
      try {
        options.onRequest?.(url.toString());
        response = await options.fetch(url.toString(), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        // No answer (timeout, connection refused): like a 5xx.
        if (serverFailures >= serverRetries) throw new RegistryError(REGISTRY_MESSAGES.unavailable(noAnswer(error)));
        await options.sleep(backoff * 2 ** serverFailures++);
        continue;
      }
      if (response.status === 404 || response.status === 400 || response.status === 405) {
        await response.body?.cancel();
        return { status: response.status, body: null };
      }
      if (response.status === 429) {
        await response.body?.cancel();
        if (rateLimits >= rateRetries) throw new RegistryError(REGISTRY_MESSAGES.rateLimited, 429);
        rateLimits++;
        await options.sleep(retryAfterMs(response.headers.get('retry-after'), rateWait));
        continue;
      }
      if (response.status >= 500) {
        await response.body?.cancel();
        if (serverFailures >= serverRetries)
          throw new RegistryError(REGISTRY_MESSAGES.unavailable(`HTTP ${response.status}`), response.status);
        await options.sleep(backoff * 2 ** serverFailures++);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new RegistryError(REGISTRY_MESSAGES.refused(response.status), response.status);
      }
      return { status: 200, body: readJson(await response.text(), response.headers.get('content-type')) };
    }
  }

  return { get };
}
