import type { BrowserContext, Page } from '@playwright/test';

export interface PutRecord {
  store: string;
  start: number;
  end?: number;
  chars: number;
}

/** Records every IndexedDB put (store, start, commit time, string length) so a figure can see when a write landed. */
function probe(): void {
  const puts: PutRecord[] = [];
  (window as unknown as { __benchPuts: PutRecord[] }).__benchPuts = puts;
  const original = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function put(this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    const record: PutRecord = { store: this.name, start: performance.now(), chars: typeof value === 'string' ? value.length : 0 };
    puts.push(record);
    this.transaction.addEventListener('complete', () => (record.end = performance.now()));
    return original.call(this, value, key);
  };
}

export async function installIdbProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(probe);
}

/** The first write to `store` of at least `minChars` characters that started after `after` (page ms) and has committed. */
export async function waitForPut(page: Page, store: string, after: number, minChars = 0, timeoutMs = 120_000): Promise<PutRecord> {
  const handle = await page.waitForFunction(
    ([s, a, m]) =>
      (window as unknown as { __benchPuts: PutRecord[] }).__benchPuts.find((p) => p.store === s && p.start > (a as number) && p.chars >= (m as number) && p.end !== undefined),
    [store, after, minChars] as const,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as PutRecord;
}
