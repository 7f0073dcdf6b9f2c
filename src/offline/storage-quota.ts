/** Share of the quota from which the app warns that the device is nearly full. */
const NEAR_QUOTA_RATIO = 0.9;

export interface StorageUse {
  usage: number;
  quota: number;
  nearFull: boolean;
}

/** Pure: whether a usage is close to the quota (unknown quota: never). */
export function isNearQuota(usage: number, quota: number): boolean {
  return quota > 0 && usage / quota >= NEAR_QUOTA_RATIO;
}

export async function estimateStorage(): Promise<StorageUse | null> {
  // Stryker disable next-line ConditionalExpression: without it the missing API throws inside the try below, which answers the same null
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  try {
    const { usage = 0, quota = 0 } = await navigator.storage.estimate();
    return { usage, quota, nearFull: isNearQuota(usage, quota) };
  } catch {
    return null;
  }
}

/** Asks the browser not to evict this origin's data under pressure; resolves whether it agreed. */
export async function requestPersistentStorage(): Promise<boolean> {
  // Stryker disable next-line ConditionalExpression: without it the missing API throws inside the try below, which answers the same false
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

/** A write refused for lack of space, whatever the browser calls it. */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException) && !(error instanceof Error)) return false;
  const name = error.name;
  // Stryker disable next-line ConditionalExpression: in today's engines a DOMException with code 22 is named QuotaExceededError, which the first test accepts (the code is for older ones)
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    (error instanceof DOMException && error.code === 22)
  );
}
