import type { QueryClient } from '@tanstack/react-query';
import type { HolderScope } from './holder-scope';
import { queryKeys } from './query-keys';

/**
 * The server changed a holder's activities, and perhaps consumed its balance: a lookup, a monitoring started,
 * stopped, paused or resumed, an analysis started. The balance, the activity list and the analyses all sit under
 * the holder's root, so this one invalidation is what every such action (in whichever feature) calls.
 */
export function onHolderActivityChanged(queryClient: QueryClient, scope: HolderScope): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.holder(scope) });
}
