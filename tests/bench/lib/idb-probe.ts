import type { BrowserContext, Page } from '@playwright/test';

export interface PutRecord {
  store: string;
  start: number;
  end?: number;
  chars: number;
  key: string;
}

/** Records every IndexedDB put and the first get or getAll of each store (store, start, commit time, string length) so a figure can see when a write landed. */
function probe(): void {
  const puts: PutRecord[] = [];
  (window as unknown as { __benchPuts: PutRecord[] }).__benchPuts = puts;
  const original = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function put(this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    const record: PutRecord = {
      store: this.name,
      start: performance.now(),
      chars: typeof value === 'string' ? value.length : 0,
      key: typeof key === 'string' ? key : '',
    };
    puts.push(record);
    this.transaction.addEventListener('complete', () => (record.end = performance.now()));
    return original.call(this, value, key);
  };
  // The first read of a store in this document (one entry or many): where a restore starts.
  const reads: Record<string, number> = {};
  (window as unknown as { __benchFirstRead: Record<string, number> }).__benchFirstRead = reads;
  const originalGetAll = IDBObjectStore.prototype.getAll;
  IDBObjectStore.prototype.getAll = function getAll(
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['getAll']>
  ) {
    reads[this.name] ??= performance.now();
    return originalGetAll.apply(this, args);
  };
  const originalGet = IDBObjectStore.prototype.get;
  IDBObjectStore.prototype.get = function get(this: IDBObjectStore, query: IDBValidKey | IDBKeyRange) {
    reads[this.name] ??= performance.now();
    return originalGet.call(this, query);
  };
}

/** When this document first read `store` with get or getAll (page ms), or NaN. */
export async function firstRead(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (s) => (window as unknown as { __benchFirstRead?: Record<string, number> }).__benchFirstRead?.[s] ?? Number.NaN,
    store,
  );
}

export async function installIdbProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(probe);
}

/**
 * The persister writes one entry per query: waits until `count` distinct keys containing `keyPart`, written to
 * `store` after `after` (page ms), have all committed. Returns the last commit time and the characters written.
 */
export async function waitForKeyedPuts(
  page: Page,
  store: string,
  after: number,
  keyPart: string,
  count: number,
  timeoutMs = 120_000,
): Promise<{ end: number; chars: number; puts: number }> {
  const handle = await page.waitForFunction(
    ([s, a, part, n]) => {
      const done = new Map<string, PutRecord>();
      for (const p of (window as unknown as { __benchPuts: PutRecord[] }).__benchPuts) {
        if (p.store === s && p.start > (a as number) && p.key.includes(part as string) && p.end !== undefined)
          done.set(p.key, p);
      }
      if (done.size < (n as number)) return null;
      const records = [...done.values()];
      return {
        end: Math.max(...records.map((p) => p.end ?? 0)),
        chars: records.reduce((sum, p) => sum + p.chars, 0),
        puts: records.length,
      };
    },
    [store, after, keyPart, count] as const,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as { end: number; chars: number; puts: number };
}
