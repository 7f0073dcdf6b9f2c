import type { ProcessData, ProcessDataProvider, ProcessLookup } from '../court-communication.ts';
import { processNumberForSource } from '../process-number.ts';
import { datajudAlias } from './datajud-alias.ts';
import { DATAJUD_MESSAGES, DatajudError } from './datajud-errors.ts';
import { createDatajudHttp, type DatajudHttpOptions } from './datajud-http.ts';
import { mapDatajudProcess } from './datajud-map.ts';
import type { DatajudAnswer } from './datajud-schema.ts';

/** Documents per page; a number has one per instance (G1, G2, JE…), rarely more than a page. */
const PAGE_SIZE = 10;
/** Pages at most per lookup: a loop on a misbehaving cursor ends. */
const MAX_PAGES = 5;

type Hit = DatajudAnswer['hits']['hits'][number];

/**
 * Process data by number from DataJud (off unless an operator sets DATAJUD_API_KEY: its terms allow only
 * non-commercial, authorised use). Pages with `search_after` on `@timestamp` and `id` (the wiki's rule), merges the
 * documents of every instance into one process (metadata of the most recently updated one, the movements of all,
 * once each), and never reads a partial answer as "not found": `_shards.failed > 0` with no hits is unavailable.
 */
export function createDatajudProcessData(options: DatajudHttpOptions): ProcessDataProvider {
  const http = createDatajudHttp(options);
  return {
    source: 'DATAJUD',
    async lookup(raw): Promise<ProcessLookup> {
      const number = processNumberForSource(raw);
      if (!number.ok) throw new Error(number.error);
      const alias = datajudAlias(number.digits);
      if (alias === null) return { status: 'unavailable', reason: DATAJUD_MESSAGES.noIndex };
      const hits: Hit[] = [];
      let after: Hit['sort'] | undefined;
      try {
        for (let page = 0; page < MAX_PAGES; page++) {
          const answer = await http.search(alias, {
            query: { match: { numeroProcesso: number.digits } },
            size: PAGE_SIZE,
            sort: [{ '@timestamp': { order: 'asc' } }, { id: { order: 'asc' } }],
            ...(after ? { search_after: after } : {}),
          });
          const pageHits = answer.hits.hits.filter((hit) => hit._source.numeroProcesso === number.digits);
          if (answer.hits.hits.length === 0 && hits.length === 0 && (answer._shards.failed > 0 || answer.timed_out))
            return { status: 'unavailable', reason: DATAJUD_MESSAGES.partial };
          hits.push(...pageHits);
          const last = answer.hits.hits.at(-1);
          if (answer.hits.hits.length < PAGE_SIZE || !last?.sort) break;
          after = last.sort;
        }
      } catch (error) {
        if (error instanceof DatajudError) return { status: 'unavailable', reason: error.message };
        throw error;
      }
      if (hits.length === 0) return { status: 'not-found' };
      return { status: 'found', process: merge(hits) };
    },
  };
}

function merge(hits: readonly Hit[]): ProcessData {
  const updated = (hit: Hit) => String(hit._source.dataHoraUltimaAtualizacao ?? '');
  const newest = [...hits].sort((a, b) => updated(b).localeCompare(updated(a)))[0]!;
  const base = mapDatajudProcess(newest._source);
  const seen = new Set<string>();
  const movements = hits
    .flatMap((hit) => mapDatajudProcess(hit._source).movements)
    .filter((movement) => {
      const key = `${movement.code}|${movement.name}|${movement.at}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.at.localeCompare(b.at));
  return { ...base, movements };
}
