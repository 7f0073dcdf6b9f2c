/**
 * The CNJ's unified procedural tables (TPU, Res. CNJ 46/2007): classes, subjects and movements, each a tree of
 * codes. Kept in the repository as versioned JSON (data/*.json) written by scripts/tpu-refresh.ts; this module
 * holds the shape and the pure conversions the script uses.
 */
export const TPU_TABLES = ['classes', 'subjects', 'movements'] as const;
export type TpuTableName = (typeof TPU_TABLES)[number];

/** [code, parent code or null, official name, active]. Arrays keep the 5,600 subjects small and one per line. */
export type TpuItem = [code: number, parent: number | null, name: string, active: boolean];

export interface TpuTable {
  table: TpuTableName;
  /** The SGT version the rows come from (its `data_versao`). */
  version: string;
  /** Where and when they were taken, for whoever checks them. */
  source: string;
  retrievedAt: string;
  columns: ['code', 'parent', 'name', 'active'];
  items: TpuItem[];
}

/** The gateway's and the SGT dump's names of each table. */
export const GATEWAY_PATHS: Record<TpuTableName, string> = {
  classes: 'classes',
  subjects: 'assuntos',
  movements: 'movimentos',
};

const toCode = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Items of the PDPJ TPU gateway's download (`/publico/download/{classes|assuntos|movimentos}`). The movement table
 * keys its rows by `id`, the others by `cod_item`; `situacao` is 'A' or 'I'. Rows without a code are dropped.
 */
export function itemsFromGateway(raw: unknown): { items: TpuItem[]; version: string | null } {
  if (!Array.isArray(raw)) throw new Error('TPU: a resposta do gateway não é uma lista');
  let version: string | null = null;
  const items: TpuItem[] = [];
  for (const row of raw as Record<string, unknown>[]) {
    const code = toCode(row.cod_item ?? row.id);
    if (code === null || typeof row.nome !== 'string') continue;
    items.push([code, toCode(row.cod_item_pai), row.nome.trim(), row.situacao !== 'I']);
    if (typeof row.data_versao === 'string' && (version === null || row.data_versao > version))
      version = row.data_versao;
  }
  return { items: items.sort((a, b) => a[0] - b[0]), version };
}

/** One CSV line into fields: commas separate, double quotes enclose a field, "" is a quote inside one. */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}

/** Rows exported from the SGT dump as CSV (cod_item, cod_item_pai, nome, situacao, dat_versao, …). */
export function itemsFromSgtCsv(text: string): { items: TpuItem[]; version: string | null } {
  const [header = '', ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = csvFields(header);
  const at = (name: string) => names.indexOf(name);
  const rows = lines
    .map(csvFields)
    .map((fields) => Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ''])));
  const { items } = itemsFromGateway(rows.map((row) => ({ ...row, cod_item_pai: row.cod_item_pai || null })));
  const versions =
    at('dat_versao') >= 0
      ? rows
          .map((row) => row.dat_versao ?? '')
          .filter(Boolean)
          .sort()
      : [];
  return { items, version: versions.at(-1) ?? null };
}

/** The file's text: one item per line, so a refresh shows in a diff as the rows that changed. */
export function serializeTpuTable(table: TpuTable): string {
  const { items, ...head } = table;
  const lines = items.map((item) => `    ${JSON.stringify(item)}`);
  const meta = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${meta},\n  "items": [\n${lines.join(',\n')}\n  ]\n}\n`;
}
