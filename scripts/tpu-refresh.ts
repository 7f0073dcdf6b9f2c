// `npm run tpu:refresh`: replaces the committed TPU tables (server/court-data/tpu/data/*.json) with the CNJ's
// current ones, from the PDPJ TPU gateway's full download (needs the network; never run by the tests).
// `npm run tpu:refresh -- --csv DIR [--source TEXT] [--retrieved YYYY-MM-DD]` imports instead the slim CSV export of
// the SGT dump (cnj_classes.csv, cnj_assuntos.csv, cnj_movs.csv), the way the committed snapshot was made.
// Exit 0 when written, 1 on failure.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GATEWAY_PATHS,
  itemsFromGateway,
  itemsFromSgtCsv,
  serializeTpuTable,
  TPU_TABLES,
  type TpuItem,
  type TpuTable,
  type TpuTableName,
} from '../server/court-data/tpu/tpu-table.ts';

const GATEWAY = process.env.TPU_GATEWAY_URL ?? 'https://gateway.cloud.pje.jus.br/tpu/api/v1/publico/download';
const DATA_DIR = new URL('../server/court-data/tpu/data/', import.meta.url);
const CSV_FILES: Record<TpuTableName, string> = {
  classes: 'cnj_classes.csv',
  subjects: 'cnj_assuntos.csv',
  movements: 'cnj_movs.csv',
};

async function fromGateway(table: TpuTableName): Promise<{ items: TpuItem[]; version: string | null; source: string }> {
  const url = `${GATEWAY}/${GATEWAY_PATHS[table]}`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`${url} respondeu ${response.status}`);
  return { ...itemsFromGateway(await response.json()), source: url };
}

function fromCsv(
  dir: string,
  table: TpuTableName,
  source: string | undefined,
): { items: TpuItem[]; version: string | null; source: string } {
  const file = join(dir, CSV_FILES[table]);
  return {
    ...itemsFromSgtCsv(readFileSync(file, 'utf8')),
    source: `${source ?? 'SGT dump_dados.sql (CNJ), CSV export'}: ${CSV_FILES[table]}`,
  };
}

/** A refresh that lost most rows is a broken download, not a new table: refuse to write it. */
function previousSize(table: TpuTableName): number {
  const file = new URL(`${table}.json`, DATA_DIR);
  if (!existsSync(file)) return 0;
  return (JSON.parse(readFileSync(file, 'utf8')) as TpuTable).items.length;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const csvAt = args.indexOf('--csv');
  const csvDir = csvAt >= 0 ? args[csvAt + 1] : undefined;
  if (csvAt >= 0 && !csvDir)
    throw new Error('Uso: npm run tpu:refresh [-- --csv DIRETÓRIO [--source TEXTO] [--retrieved AAAA-MM-DD]]');
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  for (const table of TPU_TABLES) {
    const fetched = csvDir ? fromCsv(csvDir, table, option('--source')) : await fromGateway(table);
    const before = previousSize(table);
    if (fetched.items.length < before / 2)
      throw new Error(`${table}: só ${fetched.items.length} itens (antes ${before}); nada gravado`);
    const file: TpuTable = {
      table,
      version: fetched.version ?? 'desconhecida',
      source: fetched.source,
      retrievedAt: option('--retrieved') ?? new Date().toISOString().slice(0, 10),
      columns: ['code', 'parent', 'name', 'active'],
      items: fetched.items,
    };
    writeFileSync(new URL(`${table}.json`, DATA_DIR), serializeTpuTable(file));
    console.log(`${table}: ${fetched.items.length} itens, versão ${file.version}`);
  }
}

main().catch((error: unknown) => {
  console.error(`Falha ao atualizar a TPU: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
