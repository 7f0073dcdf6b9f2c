import type { Fetcher } from 'aws-jwt-verify/https';
import { assertIsJwks, SimpleJwksCache, type Jwks } from 'aws-jwt-verify/jwk';
import type { Json } from 'aws-jwt-verify/safe-json-parse';

/**
 * aws-jwt-verify's Node fetcher only speaks https ("Protocol "http:" not supported"), but cognito-local serves its
 * JWKS over plain http on 127.0.0.1. This fetcher uses the global fetch, which accepts both; pass the cache to the
 * verifier: `JwtRsaVerifier.create({ issuer, audience, jwksUri }, { jwksCache: createHttpJwksCache() })`.
 * or preload the keys with fetchJwks (cognito-local's key pair is fixed, so it never rotates).
 * With Amazon Cognito (https) the library's default cache is the right one.
 */
class GlobalFetchJwksFetcher implements Fetcher {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
    if (response.status !== 200) throw new Error(`JWKS request to ${uri} answered ${response.status}, expected 200`);
    return response.arrayBuffer();
  }
}

export function createHttpJwksCache(): SimpleJwksCache {
  return new SimpleJwksCache({ fetcher: new GlobalFetchJwksFetcher() });
}

/** The identity's JWKS, fetched over http or https (to preload a verifier whose own fetcher is https-only). */
export async function fetchJwks(jwksUri: string): Promise<Jwks> {
  const body = await new GlobalFetchJwksFetcher().fetch(jwksUri);
  const jwks: unknown = JSON.parse(new TextDecoder().decode(body));
  assertIsJwks(jwks as Json);
  return jwks as Jwks;
}
