/**
 * Case files of pinned processes, in Cache Storage (made for large binary responses; IndexedDB holds the list).
 * Keys are synthetic URLs on this origin that nothing ever requests from the network.
 */
const CACHE_NAME = 'painel-pinned-files';
const PREFIX = '/__pinned-files/';

function fileUrl(userId: string, fileId: number): string {
  return new URL(`${PREFIX}${encodeURIComponent(userId)}/${fileId}`, self.location.origin).href;
}

function available(): boolean {
  return typeof caches !== 'undefined';
}

/** Stores a file; throws QuotaExceededError when the device is full. */
export async function putPinnedFile(userId: string, fileId: number, blob: Blob): Promise<void> {
  if (!available()) throw new DOMException('Cache Storage indisponível', 'NotSupportedError');
  const cache = await caches.open(CACHE_NAME);
  await cache.put(
    fileUrl(userId, fileId),
    new Response(blob, { headers: { 'Content-Type': blob.type || 'application/octet-stream' } }),
  );
}

export async function getPinnedFile(userId: string, fileId: number): Promise<Blob | null> {
  if (!available()) return null;
  const response = await (await caches.open(CACHE_NAME)).match(fileUrl(userId, fileId));
  return response ? response.blob() : null;
}

export async function deletePinnedFiles(userId: string, fileIds: readonly number[]): Promise<void> {
  if (!available()) return;
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(fileIds.map((id) => cache.delete(fileUrl(userId, id))));
}

/** Drops the files of everybody but `keep` (null: everybody's). */
export async function deletePinnedFilesExcept(keep: string | null): Promise<void> {
  if (!available()) return;
  const cache = await caches.open(CACHE_NAME);
  const mine = keep === null ? null : `${PREFIX}${encodeURIComponent(keep)}/`;
  for (const request of await cache.keys()) {
    if (mine === null || !new URL(request.url).pathname.startsWith(mine)) await cache.delete(request);
  }
}
