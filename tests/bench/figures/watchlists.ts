import { zipSync } from 'fflate';
import { completeCnpj, completeCpf } from '../../../src/contract/brazil-document.ts';
import { maskCpf } from '../../../src/contract/constants/relationships.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import type { SourceEntity } from '../../../server/relationships/relationship-source.ts';
import { importListFile } from '../../../server/watchlists/import-list-file.ts';
import { createOfficialRiskLookup } from '../../../server/watchlists/official-risk-lookup.ts';
import type { Measurement } from '../lib/budget.ts';
import type { BenchContext } from '../lib/context.ts';
import { percentile } from '../lib/stats.ts';

/**
 * Figure 14: the official lists (server/watchlists) at scale, in this process on its own in-memory PGlite (no browser,
 * no stack): importing a 1,000,000-row CEIS-shaped file (zipped latin-1 CSV) and screening 10,000 entities (half
 * companies by CNPJ, half partners by masked CPF + name) against those entries. Sizes are parameters so that
 * tests/server/watchlists/watchlist-bench.test.ts runs it once small.
 */
export interface WatchlistFigureSizes {
  rows: number;
  entities: number;
}

export const FULL_SIZES: WatchlistFigureSizes = { rows: 1_000_000, entities: 10_000 };

const HEADER =
  '"CADASTRO";"CÓDIGO DA SANÇÃO";"TIPO DE PESSOA";"CPF OU CNPJ DO SANCIONADO";"NOME DO SANCIONADO";"CATEGORIA DA SANÇÃO";"DATA INÍCIO SANÇÃO";"DATA FINAL SANÇÃO";"ÓRGÃO SANCIONADOR";"UF ÓRGÃO SANCIONADOR";"FUNDAMENTAÇÃO LEGAL"';

const cnpjOf = (i: number) => completeCnpj(String(10_000_000 + i).padStart(8, '0') + '0001');
const cpfOf = (i: number) => completeCpf(String(100_000_000 + i));
const personName = (i: number) => `PESSOA EXEMPLO NÚMERO ${i}`;

/** A CEIS-shaped file of `rows` rows: even rows companies (full CNPJ), odd rows people (masked CPF), zipped latin-1. */
export function syntheticCeis(rows: number): Uint8Array {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const company = i % 2 === 0;
    lines.push(
      [
        'CEIS',
        String(1_000_000 + i),
        company ? 'J' : 'F',
        company ? cnpjOf(i) : maskCpf(cpfOf(i)).replace(/[.-]/g, ''),
        company ? `EMPRESA EXEMPLO ${i} LTDA` : personName(i),
        'Impedimento/proibição de contratar com prazo determinado',
        '01/02/2025',
        i % 3 === 0 ? '' : '01/02/2028',
        'PREFEITURA MUNICIPAL DE EXEMPLO',
        'SP',
        'Lei nº 14.133/2021, art. 156, III',
      ]
        .map((field) => `"${field}"`)
        .join(';'),
    );
  }
  return zipSync({ '20261126_CEIS.csv': new Uint8Array(Buffer.from(lines.join('\r\n'), 'latin1')) }, { level: 6 });
}

/** Entities to screen: a third of them on the list (companies by CNPJ, people by masked CPF + name), the rest clean. */
function entities(count: number, rows: number): SourceEntity[] {
  return Array.from({ length: count }, (_, k) => {
    const listed = k % 3 === 0;
    const i = listed ? (k * 7) % rows : rows + k;
    const company = k % 2 === 0;
    const index = company ? i - (i % 2) : i - (i % 2) + 1;
    return company
      ? {
          id: `J${k}`,
          kind: 'COMPANY',
          name: `Empresa ${k}`,
          documentNumber: cnpjOf(index),
          documentType: 'CNPJ',
          masked: false,
          qsaCount: 0,
          relationsCount: 0,
        }
      : {
          id: `F${k}`,
          kind: 'PERSON',
          name: personName(index),
          documentNumber: maskCpf(cpfOf(index)),
          documentType: 'CPF',
          masked: true,
          qsaCount: 0,
          relationsCount: 0,
        };
  });
}

export async function measureWatchlists(
  sizes: WatchlistFigureSizes,
  log: (message: string) => void = () => {},
): Promise<{
  importMs: number;
  rssMb: number;
  rowsPerSecond: number;
  screenMs: number;
  p95Ms: number;
  flagged: number;
}> {
  const db = await openDatabase({});
  try {
    await migrate(db);
    const bytes = syntheticCeis(sizes.rows);
    log(`  watchlists: ${sizes.rows} rows, zip of ${(bytes.length / 1_048_576).toFixed(1)} MiB`);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const imported = await importListFile(db, 'CEIS', {
      bytes,
      sourceUrl: 'https://exemplo.test/ceis',
      fetchedAt: new Date('2026-11-26T12:00:00Z'),
    });
    const importMs = performance.now() - started;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    if (imported.outcome !== 'IMPORTED' || imported.report.rows !== sizes.rows)
      throw new Error(`import answered ${imported.outcome} with ${imported.report.rows} rows`);
    const lookup = createOfficialRiskLookup(db);
    const each: number[] = [];
    let flagged = 0;
    const screenStart = performance.now();
    for (const entity of entities(sizes.entities, sizes.rows)) {
      const t = performance.now();
      if ((await lookup(entity, 1)).length > 0) flagged++;
      each.push(performance.now() - t);
    }
    const screenMs = performance.now() - screenStart;
    return {
      importMs,
      rssMb: (rssPeak - rssBefore) / 1_048_576,
      rowsPerSecond: sizes.rows / (importMs / 1000),
      screenMs,
      p95Ms: percentile(each, 95),
      flagged,
    };
  } finally {
    await db.close();
  }
}

export async function watchlistsFigure(
  ctx: Pick<BenchContext, 'log'>,
  sizes: WatchlistFigureSizes = FULL_SIZES,
): Promise<Measurement[]> {
  const m = await measureWatchlists(sizes, ctx.log);
  const rows = sizes.rows.toLocaleString('en-US');
  const entitiesText = sizes.entities.toLocaleString('en-US');
  const note = `one run; PGlite in memory; ${m.flagged} of ${entitiesText} entities flagged`;
  return [
    {
      figure: '14',
      name: `Import of a ${rows}-row list file (CEIS zip)`,
      unit: 'ms',
      values: [m.importMs],
      budget: { max: 300_000 },
      note,
    },
    {
      figure: '14',
      name: `Import of ${rows} rows: memory growth (RSS peak)`,
      unit: 'MB',
      values: [m.rssMb],
      budget: { max: 4_096 },
      note: 'an in-memory PGlite holds the whole table: most of this is the data itself',
    },
    { figure: '14', name: `Import of ${rows} rows: rows per second`, unit: 'rows/s', values: [m.rowsPerSecond] },
    {
      figure: '14',
      name: `Screening ${entitiesText} entities against ${rows} entries`,
      unit: 'ms',
      values: [m.screenMs],
      budget: { max: 60_000 },
    },
    { figure: '14', name: 'Screening: p95 of one entity', unit: 'ms', values: [m.p95Ms], budget: { max: 10 } },
  ];
}
