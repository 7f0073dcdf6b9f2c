import type { DjenHttp, DjenParams } from './djen-http.ts';

/**
 * All the pages of one query. The Swagger documents `itensPorPagina` as 5 or 100, but above 50 the service answers
 * an empty `items` with `count` filled, silently: pages of 50 are asked and `count` is followed. A page that comes
 * back empty while fewer than `count` items arrived is usually transient: it is asked once more before giving up,
 * and giving up is reported (complete: false), never hidden.
 */
export const DJEN_PAGE_SIZE = 50;
/** 200 × 50: the 10,000 results the service caps a search at. */
export const DJEN_MAX_PAGES = 200;
export const COMMUNICATIONS_PATH = '/api/v1/comunicacao';

export interface AllPages {
  items: unknown[];
  count: number | null;
  complete: boolean;
}

export async function fetchAllPages(
  http: DjenHttp,
  params: DjenParams,
  sleep: (ms: number) => Promise<void>,
  pageSize = DJEN_PAGE_SIZE,
): Promise<AllPages> {
  const items: unknown[] = [];
  let count: number | null = null;
  let retried = false;
  for (let page = 1; page <= DJEN_MAX_PAGES; page++) {
    const answer = await http.getPage(COMMUNICATIONS_PATH, { ...params, pagina: page, itensPorPagina: pageSize });
    count ??= answer.count;
    if (answer.items.length === 0) {
      const missing = count !== null && items.length < count;
      if (missing && !retried) {
        retried = true;
        page--;
        await sleep(1_000);
        continue;
      }
      return { items, count, complete: !missing };
    }
    retried = false;
    items.push(...answer.items);
    // A bare array carries no total: a short page is the last one.
    if (count === null ? answer.items.length < pageSize : items.length >= count)
      return { items, count, complete: true };
  }
  return { items, count, complete: count === null || items.length >= count };
}
