import { FetchError } from 'aws-jwt-verify/error';
import type { Fetcher } from 'aws-jwt-verify/https';

const JWKS_TIMEOUT_MS = 5_000;

/**
 * Fetches the JWKS with the platform fetch, over http as well as https: cognito-local serves its keys on
 * http://localhost, which aws-jwt-verify's default https-only fetcher refuses. Failures become FetchError so
 * the API answers 503 (identity unavailable) rather than 401.
 */
export const platformJwksFetcher: Fetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    let response: Response;
    try {
      response = await fetch(uri, {
        signal: AbortSignal.timeout(JWKS_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      throw new FetchError(uri, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new FetchError(uri, `status ${response.status}`);
    return response.arrayBuffer();
  },
};
