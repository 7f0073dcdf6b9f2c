import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxProgress, SendOutcome } from '../../src/offline/outbox-machine';
import type { OutboxItem } from '../../src/offline/outbox-store';

// An in-memory stand-in for the IndexedDB store: the drain's decisions are what is under test here.
const db = new Map<string, OutboxItem>();
vi.mock('../../src/offline/outbox-store', () => ({
  listOutbox: async (userId: string) =>
    [...db.values()].filter((i) => i.userId === userId).sort((a, b) => a.createdAt - b.createdAt),
  updateOutboxItem: async (id: string, progress: OutboxProgress) => {
    const item = db.get(id);
    if (item) db.set(id, { ...item, ...progress });
  },
  removeOutboxItem: async (id: string) => {
    db.delete(id);
  },
}));

const { createOutboxDrainer } = await import('../../src/offline/outbox-drain');

function item(id: string, userId: string, createdAt: number): OutboxItem {
  return {
    id,
    userId,
    orgId: 590,
    processId: 1,
    file: new Blob(['%PDF']),
    fileName: `${id}.pdf`,
    fileType: 'application/pdf',
    fileSize: 4,
    dtMovimentation: '2026-11-20',
    description: id,
    idempotencyKey: `key-${id}`,
    createdAt,
    state: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: 0,
    awaitingSignIn: false,
  };
}

describe('outbox drain', () => {
  beforeEach(() => {
    db.clear();
    db.set('a', item('a', 'ana', 1));
    db.set('b', item('b', 'ana', 2));
    db.set('x', item('x', 'bruno', 0));
  });

  it("sends only the signed-in user's items, oldest first, one at a time, with their own keys", async () => {
    const sent: string[] = [];
    let inFlight = 0;
    const send = vi.fn(async (i: OutboxItem): Promise<SendOutcome> => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await new Promise((r) => setTimeout(r, 5));
      sent.push(i.idempotencyKey);
      inFlight -= 1;
      return 'ok';
    });
    const onSent = vi.fn();
    const drainer = createOutboxDrainer({ getUserId: async () => 'ana', send, onSent });
    await Promise.all([drainer.drain(), drainer.drain(), drainer.drain()]);
    expect(sent).toEqual(['key-a', 'key-b']);
    expect(onSent).toHaveBeenCalledTimes(2);
    expect([...db.keys()]).toEqual(['x']);
  });

  it('sends nothing when nobody is signed in', async () => {
    const send = vi.fn(async (): Promise<SendOutcome> => 'ok');
    await createOutboxDrainer({ getUserId: async () => null, send }).drain();
    expect(send).not.toHaveBeenCalled();
    expect(db.size).toBe(3);
  });

  it('parks a 4xx with the reason and goes on; stops at a network error, leaving the rest pending', async () => {
    const outcomes: SendOutcome[] = [
      { status: 413, message: 'Arquivo grande demais.' },
      { status: 0, message: 'Sem conexão' },
    ];
    const send = vi.fn(async (): Promise<SendOutcome> => outcomes.shift() ?? 'ok');
    await createOutboxDrainer({ getUserId: async () => 'ana', send, now: () => 1000 }).drain();
    expect(send).toHaveBeenCalledTimes(2);
    expect(db.get('a')).toMatchObject({ state: 'parked', lastError: 'Arquivo grande demais.', attempts: 1 });
    expect(db.get('b')).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: 3000 });
  });

  it('holds items after a 401 until the same user signs in again', async () => {
    let answer: SendOutcome = { status: 401, message: 'Sessão expirada' };
    const send = vi.fn(async (): Promise<SendOutcome> => answer);
    const drainer = createOutboxDrainer({ getUserId: async () => 'ana', send });
    await drainer.drain();
    expect(send).toHaveBeenCalledTimes(1);
    expect(db.get('a')).toMatchObject({ state: 'pending', awaitingSignIn: true });
    await drainer.drain();
    expect(send).toHaveBeenCalledTimes(2); // 'b' is still due; 'a' waits for the sign-in
    answer = 'ok';
    await drainer.resumeAfterSignIn();
    expect([...db.keys()]).toEqual(['x']);
  });

  it('waits out the backoff on a plain drain, but a forced one (back online, on demand) tries each item once', async () => {
    const send = vi.fn(async (): Promise<SendOutcome> => ({ status: 503, message: 'Erro no servidor' }));
    const drainer = createOutboxDrainer({ getUserId: async () => 'ana', send, now: () => 1000 });
    await drainer.drain();
    expect(send).toHaveBeenCalledTimes(2);
    await drainer.drain();
    expect(send).toHaveBeenCalledTimes(2);
    await drainer.drain(true);
    expect(send).toHaveBeenCalledTimes(4);
    expect(db.get('a')).toMatchObject({ state: 'pending', attempts: 2 });
  });
});
