import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

/**
 * aws-jwt-verify's Node fetcher only speaks https ("Protocol "http:" not supported"), but cognito-local serves its
 * JWKS over plain http on 127.0.0.1. This fetcher uses the global fetch, which accepts both; pass the cache to the
 * verifier: `JwtRsaVerifier.create({ issuer, audience, jwksUri }, { jwksCache: createHttpJwksCache() })`.
 * With Amazon Cognito (https) the library's default cache is the right one.
 */
export class GlobalFetchJwksFetcher implements Fetcher {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
    if (response.status !== 200) throw new Error(`JWKS request to ${uri} answered ${response.status}, expected 200`);
    return response.arrayBuffer();
  }
}

export function createHttpJwksCache(): SimpleJwksCache {
  return new SimpleJwksCache({ fetcher: new GlobalFetchJwksFetcher() });
}
