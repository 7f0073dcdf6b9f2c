import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getSignedInUserId } from '../../../lib/identity';
import { useCacheOwner } from '../../../offline/cache-owner';
import type { OutboxDrainer } from '../../../offline/outbox-drain';
import { requeue } from '../../../offline/outbox-machine';
import {
  addOutboxItem,
  listOutbox,
  removeOutboxItem,
  subscribeOutbox,
  updateOutboxItem,
  type OutboxItem,
} from '../../../offline/outbox-store';
import { createManualMovementDrainer } from './manual-movement-drainer';

interface QueuedSubmission {
  orgId: number;
  processId: number;
  file: File;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  idempotencyKey: string;
}

interface OutboxApi {
  /** The signed-in user's queued items, oldest first. */
  items: readonly OutboxItem[];
  enqueue: (submission: QueuedSubmission) => Promise<void>;
  discard: (id: string) => Promise<void>;
  /** Discards every item of the signed-in user (logout, explicitly chosen). */
  discardAll: () => Promise<void>;
  retry: (id: string) => Promise<void>;
  drain: () => void;
}

const noop = async () => {};
const OutboxContext = createContext<OutboxApi>({
  items: [],
  enqueue: async () => {
    throw new Error('Outbox indisponível.');
  },
  discard: noop,
  discardAll: noop,
  retry: noop,
  drain: () => {},
});

/** Upload progress (0..1) of the item being sent, by id: a context of its own, so that only progress bars re-render. */
const OutboxProgressContext = createContext<Readonly<Record<string, number>>>({});

export function useOutbox(): OutboxApi {
  return useContext(OutboxContext);
}

export function useOutboxProgress(): Readonly<Record<string, number>> {
  return useContext(OutboxProgressContext);
}

/** Whole percents: the browser reports upload progress many times a second, far finer than a bar can show. Null: done. */
function withProgress(progress: Record<string, number>, id: string, fraction: number | null): Record<string, number> {
  if (fraction === null) {
    const rest = { ...progress };
    delete rest[id];
    return rest;
  }
  const rounded = Math.floor(fraction * 100) / 100;
  return progress[id] === rounded ? progress : { ...progress, [id]: rounded };
}

/** The outbox of manual movements (docs/architecture.md#outbox), for the signed-in user only; drains while the shell is mounted. */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const owner = useCacheOwner();
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<{ owner: string; items: readonly OutboxItem[] } | null>(null);
  // Another person's items are never shown, even for the render before the reload.
  const items = useMemo(() => (owner && loaded?.owner === owner ? loaded.items : []), [owner, loaded]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const drainer = useRef<OutboxDrainer | null>(null);

  useEffect(() => {
    if (!owner) return;
    let live = true;
    const load = () =>
      void listOutbox(owner).then(
        (next) => live && setLoaded({ owner, items: next }),
        () => live && setLoaded({ owner, items: [] }),
      );
    load();
    const unsubscribe = subscribeOutbox(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [owner]);

  useEffect(() => {
    if (!owner) return;
    const next = createManualMovementDrainer({
      queryClient,
      owner,
      onProgress: (id, fraction) => setProgress((p) => withProgress(p, id, fraction)),
    });
    drainer.current = next;
    const stop = next.start();
    return () => {
      stop();
      if (drainer.current === next) drainer.current = null;
    };
  }, [owner, queryClient]);

  const drain = useCallback(() => void drainer.current?.drain(true), []);

  const enqueue = useCallback(
    async (s: QueuedSubmission) => {
      const userId = await getSignedInUserId();
      if (!userId) throw new Error('Entre novamente para guardar a movimentação.');
      await addOutboxItem({
        userId,
        orgId: s.orgId,
        processId: s.processId,
        file: s.file,
        fileName: s.file.name,
        fileType: s.file.type,
        dtMovimentation: s.date,
        description: s.description,
        idempotencyKey: s.idempotencyKey,
      });
      drain();
    },
    [drain],
  );

  const discard = useCallback((id: string) => removeOutboxItem(id), []);
  const discardAll = useCallback(async () => {
    if (!owner) return;
    for (const item of await listOutbox(owner)) await removeOutboxItem(item.id);
  }, [owner]);
  const retry = useCallback(
    async (id: string) => {
      const item = items.find((i) => i.id === id);
      if (!item) return;
      await updateOutboxItem(id, requeue(item));
      drain();
    },
    [items, drain],
  );

  const value = useMemo<OutboxApi>(
    () => ({ items, enqueue, discard, discardAll, retry, drain }),
    [items, enqueue, discard, discardAll, retry, drain],
  );
  return (
    <OutboxContext.Provider value={value}>
      <OutboxProgressContext.Provider value={progress}>{children}</OutboxProgressContext.Provider>
    </OutboxContext.Provider>
  );
}
