import { fetchAnswer, whoAnswered } from './api-answer';
import { httpSettings } from '../http-settings';
import { causeOf, serverUnreachable } from './server-reachability';

let guardedPrefix: string | null = null;

/**
 * Identity calls (sign-in, token refresh, reset) go through the API's same-origin /identity/ proxy, but aws-amplify
 * calls the global fetch and offers no hook for it. Behind a captive portal Amplify would read the portal's page as
 * the identity service refusing the refresh token and clear the session — in the middle of an outbox drain. So
 * fetches to that endpoint pass the same check as every API call (api-answer.ts): anything but the API's own answer
 * becomes the TypeError of a failed fetch, which Amplify treats as a network error (tokens kept, try later).
 * Only our proxy carries the marker: a cross-origin endpoint (Amazon Cognito over TLS) is left alone.
 */
export function guardIdentityFetch(endpoint: string): void {
  const url = new URL(endpoint, window.location.origin);
  if (url.origin !== window.location.origin) return;
  const alreadyInstalled = guardedPrefix !== null;
  guardedPrefix = url.href.replace(/\/?$/, '');
  if (alreadyInstalled) return;
  const unguarded = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    const prefix = guardedPrefix;
    if (!prefix || !new URL(target, window.location.origin).href.startsWith(prefix)) return unguarded(input, init);
    const response = await unguarded(input, { ...init, redirect: 'manual' });
    const answerer = whoAnswered(fetchAnswer(response));
    if (answerer === 'api') return response;
    serverUnreachable(httpSettings.baseUrl, causeOf(answerer));
    throw new TypeError('Failed to fetch: the identity endpoint was answered by something other than the API');
  };
}
