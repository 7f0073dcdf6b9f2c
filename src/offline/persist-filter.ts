/**
 * Which queries outlive the page (docs/architecture.md#persisted-query-cache): processes, notifications and the minimal session needed
 * to render them. Key prefixes are spelled out here because offline/ may not import features; they mirror
 * processKeys (['processes', orgId, …]), notificationKeys (['organization', orgId, 'notifications', …]),
 * sessionKeys (user, organizations, holders) and processWorkspaceKeys' custom fields. Anything else — signed document
 * URLs, plan types, balances, admin lists — is refetched, so a new key is not persisted until someone decides it should be.
 */
export function isPersistableQueryKey(queryKey: readonly unknown[]): boolean {
  const [root, second, third] = queryKey;
  if (root === 'processes') return typeof second === 'number';
  if (root === 'session') return queryKey.length === 2 && (second === 'user' || second === 'organizations');
  if (root === 'organization' && typeof second === 'number') {
    // A process's custom fields (list, answers, options): part of what "Disponível offline" keeps.
    if (third === 'process') return queryKey[4] === 'customfield';
    return third === 'notifications' || (third === 'holders' && queryKey.length === 3);
  }
  return false;
}

interface DehydrationCandidate {
  queryKey: readonly unknown[];
  state: { status: 'pending' | 'error' | 'success'; data?: unknown };
}

/**
 * Only answers are worth keeping; errors without data and half-loaded queries are fetched again. A failed refresh of
 * a saved answer stays a candidate so that its saved copy is kept (the persister does not rewrite it as an error).
 */
export function shouldPersistQuery(query: DehydrationCandidate): boolean {
  const hasAnswer = query.state.status === 'success' || (query.state.status === 'error' && query.state.data !== undefined);
  return hasAnswer && isPersistableQueryKey(query.queryKey);
}
