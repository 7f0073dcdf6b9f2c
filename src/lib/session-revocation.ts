import { accountEndpoints } from '../contract/endpoints/account';

/**
 * Asks the API to refuse this ID token from now on (the identity service cannot take back a token it issued, so
 * a copy would otherwise work until it expires). Best effort and not awaited: logging out never waits on the
 * network, and offline there is nobody to tell — the token then lapses at its expiry. The API client is imported when
 * needed: a logout comes from a signed-in screen, which has it already, and the login screen's file stays without it.
 */
export function revokeApiSession(token: string | null): void {
  if (!token || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  void import('./http/call-api')
    .then(({ callApi }) =>
      callApi(accountEndpoints.endSession, {
        // Not through the 401 rules: the session is ending already.
        auth: false,
        headers: { Authorization: `Bearer ${token}` },
        timeoutMs: 10_000,
        expectedStatuses: [401, 429],
      }),
    )
    .catch(() => {});
}
