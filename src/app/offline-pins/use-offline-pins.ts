import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCacheOwner } from '../../offline/cache-owner';
import { deletePinnedFiles } from '../../offline/pinned-files';
import { listPinned, removePinned, savePinned, type PinnedProcess } from '../../offline/pinned-store';
import { estimateStorage, isQuotaError, requestPersistentStorage } from '../../offline/storage-quota';
import { deviceKeys } from './device-keys';
import { saveProcessOffline } from './save-process-offline';
import { warnNearQuota, warnQuotaFull } from './storage-warnings';

/** The signed-in user's pinned processes (read from this device: works offline). */
export function usePinnedList() {
  const userId = useCacheOwner();
  return useQuery({
    queryKey: deviceKeys.pinnedList(userId),
    queryFn: () => (userId ? listPinned(userId) : Promise.resolve([])),
    networkMode: 'always',
    staleTime: Infinity,
  });
}

/** This device's storage use, read again whenever the pinned list changed (`pinsUpdatedAt`). */
export function useStorageEstimate(pinsUpdatedAt: number) {
  return useQuery({
    queryKey: deviceKeys.storageEstimate(pinsUpdatedAt),
    queryFn: estimateStorage,
    networkMode: 'always',
  });
}

/** Pin (fetch and keep) or unpin (free) a process; quota trouble becomes a Portuguese warning. */
export function usePinActions() {
  const client = useQueryClient();
  const userId = useCacheOwner();
  const refresh = () => client.invalidateQueries({ queryKey: deviceKeys.pinnedList(userId) });

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
      await deletePinnedFiles(
        record.userId,
        record.files.map((f) => f.id),
      );
    },
    onSettled: refresh,
  });

  return { pin, unpin };
}
