import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { reportError } from '../../lib/error-reporting';
import { useIsOffline } from '../../lib/network';
import { useCacheOwner } from '../../offline/cache-owner';
import { savePinned } from '../../offline/pinned-store';
import { saveProcessOffline } from './save-process-offline';
import { deviceKeys } from './device-keys';
import { usePinnedList } from './use-offline-pins';

/**
 * Once per start with a connection, pinned processes are fetched again (one at a time, files already saved are
 * kept), so that their copy is recent and survives a new build discarding the query cache.
 */
export function useRefreshPins(): void {
  const client = useQueryClient();
  const userId = useCacheOwner();
  const offline = useIsOffline();
  const pins = usePinnedList();
  const done = useRef(false);

  useEffect(() => {
    if (done.current || offline || !userId || !pins.data) return;
    done.current = true;
    const stale = pins.data;
    void (async () => {
      for (const pin of stale) {
        try {
          await savePinned(await saveProcessOffline(client, userId, pin.orgId, pin.processId, pin.pinnedAt));
        } catch (error) {
          reportError(error, { phase: 'offline-pin-refresh', processId: pin.processId });
        }
      }
      if (stale.length > 0) await client.invalidateQueries({ queryKey: deviceKeys.pinnedList(userId) });
    })();
  }, [client, userId, offline, pins.data]);
}
