import { reopeningDatabase } from './reopening-database';

/**
 * Processes pinned "Disponível offline" (docs/architecture.md#pinned-processes): which ones, and what was saved for them. Their data lives in
 * the persisted query cache; their case files in Cache Storage (pinned-files.ts). Own database, so that the
 * query-cache database can be discarded (new build, corruption) without forgetting what the user pinned.
 */
const DB_NAME = 'painel-pinned';
const DB_VERSION = 1;
const STORE = 'pinned';
const BY_USER = 'by-user';

export interface PinnedFile {
  id: number;
  name: string;
  description: string;
  contentType: string;
  size: number;
}

export interface PinnedProcess {
  key: string;
  userId: string;
  orgId: number;
  processId: number;
  number: string;
  pinnedAt: number;
  /** When its data and files were last fetched. */
  savedAt: number;
  /** Bytes of its saved data (JSON) and files. */
  bytes: number;
  files: PinnedFile[];
}

const openPinnedDb = reopeningDatabase(DB_NAME, DB_VERSION, (db) => {
  if (!db.objectStoreNames.contains(STORE))
    db.createObjectStore(STORE, { keyPath: 'key' }).createIndex(BY_USER, 'userId');
});

export function pinKey(userId: string, orgId: number, processId: number): string {
  return `${userId}|${orgId}|${processId}`;
}

export async function listPinned(userId: string): Promise<PinnedProcess[]> {
  const db = await openPinnedDb();
  const rows = (await db.getAllFromIndex(STORE, BY_USER, userId)) as PinnedProcess[];
  return rows.sort((a, b) => b.pinnedAt - a.pinnedAt);
}

export async function savePinned(record: PinnedProcess): Promise<void> {
  const db = await openPinnedDb();
  await db.put(STORE, record);
}

export async function removePinned(key: string): Promise<void> {
  const db = await openPinnedDb();
  await db.delete(STORE, key);
}

/** Every pin of users other than `keep` (null: of everybody) — what logout and a new person's sign-in remove. */
export async function removePinsExcept(keep: string | null): Promise<PinnedProcess[]> {
  const db = await openPinnedDb();
  const tx = db.transaction(STORE, 'readwrite');
  const removed: PinnedProcess[] = [];
  for (const row of (await tx.store.getAll()) as PinnedProcess[]) {
    if (row.userId === keep) continue;
    removed.push(row);
    await tx.store.delete(row.key);
  }
  await tx.done;
  return removed;
}
