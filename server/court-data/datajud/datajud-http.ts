import { datajudDrift, type DatajudAnswer } from './datajud-schema.ts';
import { DATAJUD_MESSAGES, DatajudError } from './datajud-errors.ts';

/**
 * The HTTP layer of the DataJud adapter: one `_search` POST, spaced so that no more than 120 leave per minute (its
 * Termo de Uso, 3.13), retried as the service needs: a 429 waits and tries again, a 5xx once more, a 504 (the
 * gateway's cut at ~60 s) never — the next try would take as long. fetch, clock and sleep are injected.
 */
export interface DatajudHttpOptions {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Between two requests: 500 ms = 120 per minute. */
  spacingMs?: number;
  /** Successes often take 30–40 s; the gateway gives up at ~60 s. */
  timeoutMs?: number;
  rateLimitWaitMs?: number;
  rateLimitRetries?: number;
  serverErrorRetries?: number;
  backoffMs?: number;
}

export interface DatajudHttp {
  search(alias: string, body: Record<string, unknown>): Promise<DatajudAnswer>;
}

export function createDatajudHttp(options: DatajudHttpOptions): DatajudHttp {
  const spacing = options.spacingMs ?? 500;
  let lastRequestAt = Number.NEGATIVE_INFINITY;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function post(alias: string, body: Record<string, unknown>): Promise<Response> {
    const wait = lastRequestAt + spacing - options.now();
    if (wait > 0) await options.sleep(wait);
    lastRequestAt = options.now();
    return options.fetch(`${base}/api_publica_${alias}/_search`, {
      method: 'POST',
      headers: {
        authorization: `APIKey ${options.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 65_000),
    });
  }

  async function search(alias: string, body: Record<string, unknown>): Promise<DatajudAnswer> {
    let rateLimited = 0;
    let serverErrors = 0;
    for (;;) {
      let response: Response;
      try {
        response = await post(alias, body);
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        if (!timedOut && serverErrors < (options.serverErrorRetries ?? 1)) {
          serverErrors++;
          await options.sleep((options.backoffMs ?? 2_000) * serverErrors);
          continue;
        }
        throw new DatajudError(DATAJUD_MESSAGES.unavailable(timedOut ? 'tempo esgotado' : 'falha de rede'));
      }
      if (response.status === 429) {
        if (rateLimited >= (options.rateLimitRetries ?? 2)) throw new DatajudError(DATAJUD_MESSAGES.rateLimited, 429);
        rateLimited++;
        await options.sleep((options.rateLimitWaitMs ?? 10_000) * rateLimited);
        continue;
      }
      if (response.status === 504) throw new DatajudError(DATAJUD_MESSAGES.unavailable('HTTP 504'), 504);
      if (response.status >= 500) {
        if (serverErrors < (options.serverErrorRetries ?? 1)) {
          serverErrors++;
          await options.sleep((options.backoffMs ?? 2_000) * serverErrors);
          continue;
        }
        throw new DatajudError(DATAJUD_MESSAGES.unavailable(`HTTP ${response.status}`), response.status);
      }
      if (response.status === 401 || response.status === 403)
        throw new DatajudError(DATAJUD_MESSAGES.keyRefused, response.status);
      if (!response.ok) throw new DatajudError(DATAJUD_MESSAGES.refused(response.status), response.status);
      const text = await response.text();
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        throw new DatajudError(DATAJUD_MESSAGES.badAnswer, response.status);
      }
      if (datajudDrift(answer).length > 0) throw new DatajudError(DATAJUD_MESSAGES.badAnswer, response.status);
      return answer as DatajudAnswer;
    }
  }

  return { search };
}
