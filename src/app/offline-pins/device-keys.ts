import { queryKeys } from '../../lib/query-keys';

/** Query keys of what this device holds for the signed-in user, read locally (lib/query-keys.ts → device). */
export const deviceKeys = {
  pinnedList: (userId: string | null | undefined) => [...queryKeys.device(), 'offline-pins', userId ?? null] as const,
  /** Read again whenever the pinned list changed. */
  storageEstimate: (pinsUpdatedAt: number) => [...queryKeys.device(), 'storage-estimate', pinsUpdatedAt] as const,
};
