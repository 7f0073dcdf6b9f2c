import type {
  CommunicationQuery,
  CommunicationSearchResult,
  CommunicationsProvider,
  CourtCommunication,
} from '../court-communication.ts';
import { formatOab, oabVariants } from '../oab.ts';
import { processNumberForSource } from '../process-number.ts';
import { schemaDrift } from './djen-body.ts';
import { DjenError } from './djen-errors.ts';
import { createDjenHttp, type DjenHttpOptions, type DjenParams } from './djen-http.ts';
import { mapDjenItem } from './djen-map.ts';
import { fetchAllPages } from './djen-pager.ts';

/**
 * The DJEN (Comunica PJe) as a communications provider. By OAB, every suffix variant is asked and the answers are
 * merged on the communication id; by process, the number goes as digits only; a window without a court uses the
 * page size the service allows for unfiltered searches (5).
 */
const WARNINGS_KEPT = 20;

function queriesOf(query: CommunicationQuery): { params: DjenParams; pageSize?: number }[] {
  switch (query.kind) {
    case 'oab':
      return oabVariants(query.oab).map((numeroOab) => ({
        params: {
          numeroOab,
          ufOab: query.oab.uf,
          dataDisponibilizacaoInicio: query.from,
          dataDisponibilizacaoFim: query.to,
        },
      }));
    case 'process': {
      const number = processNumberForSource(query.processNumber);
      if (!number.ok) throw new DjenError(number.error);
      return [
        {
          params: {
            numeroProcesso: number.digits,
            dataDisponibilizacaoInicio: query.from,
            dataDisponibilizacaoFim: query.to,
          },
        },
      ];
    }
    case 'window':
      return [
        {
          params: {
            dataDisponibilizacaoInicio: query.from,
            dataDisponibilizacaoFim: query.to,
            siglaTribunal: query.court,
          },
          ...(query.court ? {} : { pageSize: 5 }),
        },
      ];
  }
}

export function createDjenProvider(options: DjenHttpOptions): CommunicationsProvider {
  const http = createDjenHttp(options);
  return {
    source: 'DJEN',
    async search(query): Promise<CommunicationSearchResult> {
      const byId = new Map<string, CourtCommunication>();
      const warnings: string[] = [];
      let complete = true;
      let skipped = 0;
      for (const { params, pageSize } of queriesOf(query)) {
        const pages = await fetchAllPages(http, params, options.sleep, pageSize);
        if (!pages.complete) {
          complete = false;
          warnings.push(`${describe(query, params)}: o DJEN anunciou ${pages.count} e entregou ${pages.items.length}`);
        }
        for (const item of pages.items) {
          const mapped = mapDjenItem(item, options.baseUrl);
          if (!mapped.ok) {
            skipped++;
            warnings.push(mapped.reason);
            continue;
          }
          const drift = schemaDrift(item);
          if (drift.length > 0)
            warnings.push(
              `comunicação ${mapped.communication.sourceId} fora do formato documentado: ${drift.slice(0, 3).join('; ')}`,
            );
          // The same communication comes back under several variants (and in overlapping windows): one copy.
          byId.set(mapped.communication.sourceId, mapped.communication);
        }
      }
      return { communications: [...byId.values()], complete, skipped, warnings: warnings.slice(0, WARNINGS_KEPT) };
    },
  };
}

function describe(query: CommunicationQuery, params: DjenParams): string {
  if (query.kind === 'oab') return `OAB ${params.numeroOab}/${query.oab.uf} (${formatOab(query.oab)})`;
  if (query.kind === 'process') return `processo ${params.numeroProcesso}`;
  return `janela ${query.from} a ${query.to}`;
}
