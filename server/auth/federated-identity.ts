import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/** Usernames Cognito gives the users it creates at a federated sign-in: `<provider>_<the provider's user id>`. */
const FEDERATED_USERNAME = /^(google|facebook|loginwithamazon|signinwithapple)_/i;

function providerNames(identities: unknown): string[] {
  let list = identities;
  // Cognito writes an array of objects; a string holding that JSON is read the same way.
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list) as unknown;
    } catch {
      return ['unknown'];
    }
  }
  if (!Array.isArray(list)) return list === undefined || list === null ? [] : ['unknown'];
  return list.map((entry: unknown) => {
    const name = (entry as { providerName?: unknown } | null)?.providerName;
    return typeof name === 'string' && name !== '' ? name : 'unknown';
  });
}

/**
 * The external provider of a verified ID token that came through the hosted UI (Google…), or undefined for a
 * user of the pool itself. Cognito marks such a token with its `identities` claim (the linked provider accounts)
 * and, for a user it created at the first federated sign-in, a `google_…` username. Either one is enough: a token
 * that carries any trace of a federation is treated as federated.
 */
export function federatedProviderOf(payload: JwtPayload): string | undefined {
  const names = providerNames(payload['identities']);
  if (names.length > 0) return names[0];
  const username = payload['cognito:username'];
  const match = typeof username === 'string' ? FEDERATED_USERNAME.exec(username) : null;
  return match ? (match[1] ?? 'unknown') : undefined;
}
