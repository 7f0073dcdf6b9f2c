import type { HolderScope } from '../../../lib/holder-scope';
import { queryKeys } from '../../../lib/query-keys';

/** Under the holder's root (lib/query-keys.ts), with the activities and analyses that consume its balance. */
export const dashboardKeys = {
  balance: (scope: HolderScope) => [...queryKeys.holder(scope), 'balance'] as const,
};
