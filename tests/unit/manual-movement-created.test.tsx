import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxProgress } from '../../src/offline/outbox-machine';
import type { OutboxItem } from '../../src/offline/outbox-store';

// The outbox's IndexedDB, the signed-in user and the upload's HTTP call are stand-ins: what is under test is which
// caches a stored movement refreshes, sent online or from the outbox.
const db = new Map<string, OutboxItem>();
vi.mock('../../src/offline/outbox-store', () => ({
  listOutbox: async (userId: string) => [...db.values()].filter((i) => i.userId === userId),
  updateOutboxItem: async (id: string, progress: OutboxProgress) => {
    const item = db.get(id);
    if (item) db.set(id, { ...item, ...progress });
  },
  removeOutboxItem: async (id: string) => {
    db.delete(id);
  },
  outboxFile: (item: OutboxItem) => item.file,
}));
vi.mock('../../src/lib/identity', () => ({ getSignedInUserId: async () => 'ana' }));
const upload = vi.fn(async () => ({ id: 99 }));
vi.mock('../../src/lib/http/upload', async (importOriginal) => ({ ...(await importOriginal<object>()), upload }));

const { processKeys } = await import('../../src/features/processes/api/process-keys');
const { createManualMovementDrainer } = await import('../../src/features/processes/outbox/manual-movement-drainer');
const { useUploadManualMovement } = await import('../../src/features/processes/api/upload-manual-movement');

const ORG = 590;
const PROCESS = 1;

/** A cache as the user left it: the list, the type filter and the process's own queries, plus another process. */
function seededClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(processKeys.list(ORG, {} as never), { result: [], total: 0 });
  client.setQueryData(processKeys.movementTypes(ORG), []);
  client.setQueryData(processKeys.movements(ORG, PROCESS, {} as never), { result: [], total: 0 });
  client.setQueryData(processKeys.detail(ORG, PROCESS), { id: PROCESS });
  client.setQueryData(processKeys.autos(ORG, PROCESS), []);
  client.setQueryData(processKeys.detail(ORG, 2), { id: 2 });
  return client;
}

const invalidated = (client: QueryClient): QueryKey[] =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

const queued: OutboxItem = {
  id: 'a',
  userId: 'ana',
  orgId: ORG,
  processId: PROCESS,
  file: new Blob(['%PDF']),
  fileName: 'a.pdf',
  fileType: 'application/pdf',
  fileSize: 4,
  dtMovimentation: '2026-11-20',
  description: 'Petição',
  idempotencyKey: 'key-a',
  createdAt: 1,
  state: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: 0,
  awaitingSignIn: false,
};

async function sentFromOutbox(): Promise<QueryKey[]> {
  const client = seededClient();
  db.set(queued.id, queued);
  await createManualMovementDrainer({ queryClient: client, owner: 'ana', onProgress: () => {} }).drain();
  expect(db.size).toBe(0);
  return invalidated(client);
}

async function sentOnline(): Promise<QueryKey[]> {
  const client = seededClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUploadManualMovement(ORG, PROCESS), { wrapper });
  await result.current.mutateAsync({
    file: new File(['%PDF'], 'a.pdf'),
    date: '2026-11-20',
    description: 'Petição',
    idempotencyKey: 'key-b',
  });
  return invalidated(client);
}

describe('a manual movement was created', () => {
  beforeEach(() => {
    db.clear();
    upload.mockClear();
  });

  it('refreshes the process list and the movement-type filter after a queued movement is sent from the outbox', async () => {
    const keys = await sentFromOutbox();
    expect(upload).toHaveBeenCalledOnce();
    expect(keys).toContainEqual(processKeys.list(ORG, {} as never));
    expect(keys).toContainEqual(processKeys.movementTypes(ORG));
    expect(keys).toContainEqual(processKeys.movements(ORG, PROCESS, {} as never));
    expect(keys).toContainEqual(processKeys.detail(ORG, PROCESS));
    expect(keys).toContainEqual(processKeys.autos(ORG, PROCESS));
    // Another process's detail did not change.
    expect(keys).not.toContainEqual(processKeys.detail(ORG, 2));
  });

  it('refreshes exactly the same caches whether it was sent online or from the outbox', async () => {
    const fromOutbox = await sentFromOutbox();
    const online = await sentOnline();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(online).toEqual(fromOutbox);
    expect(online).toHaveLength(5);
  });
});
