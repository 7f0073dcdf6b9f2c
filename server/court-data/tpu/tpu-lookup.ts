import { readFileSync } from 'node:fs';
import type { TpuItem, TpuTable, TpuTableName } from './tpu-table.ts';

/**
 * Names TPU codes wherever one appears (a DJEN class code, a DataJud movement code). Tables are read once, on
 * first use, from the JSON committed next to this file.
 */
interface LoadedTable {
  meta: Omit<TpuTable, 'items'>;
  byCode: Map<number, TpuItem>;
}

const loaded = new Map<TpuTableName, LoadedTable>();

function load(table: TpuTableName): LoadedTable {
  let entry = loaded.get(table);
  if (!entry) {
    const parsed = JSON.parse(readFileSync(new URL(`./data/${table}.json`, import.meta.url), 'utf8')) as TpuTable;
    const { items, ...meta } = parsed;
    entry = { meta, byCode: new Map(items.map((item) => [item[0], item])) };
    loaded.set(table, entry);
  }
  return entry;
}

const toCode = (code: number | string | null | undefined): number | null => {
  const n = typeof code === 'string' ? Number(code.trim()) : code;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/** The official name of a code, or null when the table has no such code. */
export function tpuName(table: TpuTableName, code: number | string | null | undefined): string | null {
  const n = toCode(code);
  return n === null ? null : (load(table).byCode.get(n)?.[2] ?? null);
}

/** The code's ancestors and itself, root first ("Magistrado › Julgamento › … › Procedência em Parte"). */
export function tpuPath(table: TpuTableName, code: number | string | null | undefined): string[] {
  const { byCode } = load(table);
  const names: string[] = [];
  let current = toCode(code);
  for (let depth = 0; current !== null && depth < 20; depth++) {
    const item = byCode.get(current);
    if (!item) break;
    names.unshift(item[2]);
    current = item[1];
  }
  return names;
}

/** Whether the table still has the code in force (inactive codes still name old movements). */
export const tpuIsActive = (table: TpuTableName, code: number): boolean => load(table).byCode.get(code)?.[3] ?? false;

/** Version and provenance of the committed table. */
export const tpuMeta = (table: TpuTableName): Omit<TpuTable, 'items'> => load(table).meta;

/** How many codes the committed table holds (a refresh that loses most of them is wrong). */
export const tpuSize = (table: TpuTableName): number => load(table).byCode.size;
