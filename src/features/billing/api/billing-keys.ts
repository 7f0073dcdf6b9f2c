import type { ExtractFilterQuery, ExtractListQuery } from '../../../contract/extract';
import type { HolderScope } from '../../../lib/holder-scope';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Under the holder's root (lib/query-keys.ts): a consumption anywhere (lookup, monitoring, analysis) invalidates the
 * holder, and with it the extract; bills are issued per holder too.
 */
export const billingKeys = {
  extract: (scope: HolderScope) => [...queryKeys.holder(scope), 'extract'] as const,
  extractPage: (scope: HolderScope, query: ExtractListQuery) => [...billingKeys.extract(scope), 'page', query] as const,
  extractAll: (scope: HolderScope, filters: ExtractFilterQuery) =>
    [...billingKeys.extract(scope), 'all', filters] as const,
  bills: (scope: HolderScope) => [...queryKeys.holder(scope), 'bills'] as const,
  billPage: (scope: HolderScope, page: number) => [...billingKeys.bills(scope), 'page', page] as const,
  bill: (scope: HolderScope, billId: number) => [...billingKeys.bills(scope), 'detail', billId] as const,
};
