import type { QueryClient } from '@tanstack/react-query';
import { processKeys } from './process-keys';

/**
 * The server stored a manual movement: the process's timeline, detail (last movement) and case files change, the
 * list shows the new last movement, and the movement-type filter may have a new type. Called alike by the online
 * upload and by the outbox after it sends a queued one, so that both refresh the same caches.
 */
export async function onManualMovementCreated(
  queryClient: QueryClient,
  orgId: number,
  processId: number,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: processKeys.movementsOf(orgId, processId) }),
    queryClient.invalidateQueries({ queryKey: processKeys.detail(orgId, processId) }),
    queryClient.invalidateQueries({ queryKey: processKeys.autos(orgId, processId) }),
    queryClient.invalidateQueries({ queryKey: processKeys.movementTypes(orgId) }),
    queryClient.invalidateQueries({ queryKey: processKeys.lists(orgId) }),
  ]);
}
