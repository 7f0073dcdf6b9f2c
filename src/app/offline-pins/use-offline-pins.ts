import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePinnedFiles } from '../../offline/pinned-files';
import { listPinned, removePinned, savePinned, type PinnedProcess } from '../../offline/pinned-store';
import { estimateStorage, isQuotaError, requestPersistentStorage } from '../../offline/storage-quota';
import { useCacheOwnerId } from '../cache-owner-context';
import { saveProcessOffline } from './save-process-offline';
import { warnNearQuota, warnQuotaFull } from './storage-warnings';

export const pinnedListKey = (userId: string | null) => ['offline-pins', userId] as const;

/** The signed-in user's pinned processes (read from this device: works offline). */
export function usePinnedList() {
  const userId = useCacheOwnerId();
  return useQuery({
    queryKey: pinnedListKey(userId),
    queryFn: () => (userId ? listPinned(userId) : Promise.resolve([])),
    networkMode: 'always',
    staleTime: Infinity,
  });
}

/** Pin (fetch and keep) or unpin (free) a process; quota trouble becomes a Portuguese warning. */
export function usePinActions() {
  const client = useQueryClient();
  const userId = useCacheOwnerId();
  const refresh = () => client.invalidateQueries({ queryKey: pinnedListKey(userId) });

  const pin = useMutation({
    networkMode: 'always',
    mutationFn: async ({ orgId, processId }: { orgId: number; processId: number }) => {
      if (!userId) throw new Error('Nenhum usuário conectado.');
      // Without it the browser may evict pinned data when the device runs low on space.
      void requestPersistentStorage();
      const record = await saveProcessOffline(client, userId, orgId, processId);
      await savePinned(record);
      return record;
    },
    onSuccess: async () => {
      const use = await estimateStorage();
      if (use?.nearFull) warnNearQuota(use);
    },
    onError: (error) => {
      if (isQuotaError(error)) warnQuotaFull();
    },
    onSettled: refresh,
  });

  const unpin = useMutation({
    networkMode: 'always',
    mutationFn: async (record: PinnedProcess) => {
      await removePinned(record.key);
      await deletePinnedFiles(record.userId, record.files.map((f) => f.id));
    },
    onSettled: refresh,
  });

  return { pin, unpin };
}
