import type { QueryClient } from '@tanstack/react-query';
import { getSignedInUserId } from '../../../lib/identity';
import { createOutboxDrainer, type OutboxDrainer } from '../../../offline/outbox-drain';
import { onManualMovementCreated } from '../api/on-manual-movement-created';
import { sendOutboxItem } from './send-outbox-item';

interface Options {
  queryClient: QueryClient;
  /** The user whose items this page sends; nobody else's are ever sent. */
  owner: string;
  /** Upload progress of an item (0..1), then null once its attempt ended. */
  onProgress: (itemId: string, fraction: number | null) => void;
}

/** Sends the owner's queued manual movements; each one stored refreshes the same caches as an online upload. */
export function createManualMovementDrainer({ queryClient, owner, onProgress }: Options): OutboxDrainer {
  return createOutboxDrainer({
    // Re-read on every drain: a different person may have signed in meanwhile.
    getUserId: async () => ((await getSignedInUserId()) === owner ? owner : null),
    send: (item) =>
      sendOutboxItem(item, (fraction) => onProgress(item.id, fraction)).finally(() => onProgress(item.id, null)),
    onSent: (item) => void onManualMovementCreated(queryClient, item.orgId, item.processId),
  });
}
