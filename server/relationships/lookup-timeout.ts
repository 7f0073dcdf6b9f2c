import { ProviderLookupError, type RelationshipSource } from './relationship-source.ts';

/** How long one KYC lookup may take before it counts as failed; below the PWA's 60 s request timeout. */
const PROVIDER_LOOKUP_TIMEOUT_MS = 15_000;

/**
 * The source with a deadline on each risk lookup: past it the lookup is a ProviderLookupError('timeout'), which the
 * graph records as a failed lookup (risks null, a warning logged) instead of holding the request or the run.
 */
export function withLookupTimeout(
  source: RelationshipSource,
  timeoutMs = PROVIDER_LOOKUP_TIMEOUT_MS,
): RelationshipSource {
  return {
    ...source,
    resolve: (documentNumber, name) => source.resolve(documentNumber, name),
    describe: (id) => source.describe(id),
    qsa: (id) => source.qsa(id),
    parents: (id) => source.parents(id),
    risks(id, attempt) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProviderLookupError(id, 'timeout')), timeoutMs);
      });
      return Promise.race([source.risks(id, attempt), deadline]).finally(() => clearTimeout(timer));
    },
  };
}
