import { reopeningDatabase } from './reopening-database';
import { recoverAfterRestart, type OutboxProgress } from './outbox-machine';

/**
 * The outbox of manual movement uploads (docs/architecture.md#outbox): its own database, so that the query-cache database can
 * change versions without touching what the user queued. Items are keyed by id and indexed by user.
 */
const DB_NAME = 'painel-outbox';
const DB_VERSION = 1;
const STORE = 'outbox';
const BY_USER = 'by-user';
const CHANNEL = 'painel-outbox';

/** Where a browser refuses to store Blobs, the bytes go as an ArrayBuffer. */
interface StoredBytes {
  buffer: ArrayBuffer;
  name: string;
  type: string;
}

export interface OutboxItem extends OutboxProgress {
  id: string;
  userId: string;
  orgId: number;
  processId: number;
  file: Blob | StoredBytes;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** YYYY-MM-DD */
  dtMovimentation: string;
  description: string;
  idempotencyKey: string;
  createdAt: number;
}

type NewOutboxItem = Pick<
  OutboxItem,
  'userId' | 'orgId' | 'processId' | 'fileName' | 'fileType' | 'dtMovimentation' | 'description' | 'idempotencyKey'
> & { file: Blob };

const openOutboxDb = reopeningDatabase(DB_NAME, DB_VERSION, (db) => {
  if (!db.objectStoreNames.contains(STORE)) {
    const store = db.createObjectStore(STORE, { keyPath: 'id' });
    store.createIndex(BY_USER, 'userId');
  }
});

type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => {
    for (const listener of listeners) listener();
  };
  return channel;
}

function notify(): void {
  for (const listener of listeners) listener();
  getChannel()?.postMessage('changed');
}

/** Called after every change to the outbox, in this tab and (through a BroadcastChannel) in the others. */
export function subscribeOutbox(listener: Listener): () => void {
  getChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Queues a submission. Tries the Blob first; a browser that cannot clone it into IndexedDB gets the bytes. */
export async function addOutboxItem(input: NewOutboxItem, now = Date.now()): Promise<OutboxItem> {
  const db = await openOutboxDb();
  const item: OutboxItem = {
    ...input,
    id: newId(),
    fileSize: input.file.size,
    createdAt: now,
    state: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: 0,
    awaitingSignIn: false,
  };
  try {
    await db.put(STORE, item);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError') throw error;
    const bytes: StoredBytes = { buffer: await input.file.arrayBuffer(), name: input.fileName, type: input.fileType };
    item.file = bytes;
    await db.put(STORE, item);
  }
  notify();
  return item;
}

/** The user's items, oldest first; items left 'sending' by a closed tab read as pending. */
export async function listOutbox(userId: string): Promise<OutboxItem[]> {
  const db = await openOutboxDb();
  const items = (await db.getAllFromIndex(STORE, BY_USER, userId)) as OutboxItem[];
  return items.map((item) => ({ ...item, ...recoverAfterRestart(item) })).sort((a, b) => a.createdAt - b.createdAt);
}

/** Saves the item's progress, unless it was discarded meanwhile. */
export async function updateOutboxItem(id: string, progress: OutboxProgress): Promise<void> {
  const db = await openOutboxDb();
  const tx = db.transaction(STORE, 'readwrite');
  const current = (await tx.store.get(id)) as OutboxItem | undefined;
  if (current) await tx.store.put({ ...current, ...progress });
  await tx.done;
  notify();
}

export async function removeOutboxItem(id: string): Promise<void> {
  const db = await openOutboxDb();
  await db.delete(STORE, id);
  notify();
}

/** The file as a Blob, whichever way it was stored. */
export function outboxFile(item: OutboxItem): Blob {
  if (item.file instanceof Blob) return item.file;
  return new Blob([item.file.buffer], { type: item.file.type });
}
