import { createHash } from 'node:crypto';

/**
 * Verifies an audit trail CSV export (server/audit/audit-csv.ts) without the server: the canonical form and the rules
 * are docs/audit-trail.md. Deliberately self-contained (node:crypto only, nothing of the server imported): it is a
 * second, independent implementation of the documented hash, and can be copied out and run anywhere.
 */

export const GENESIS_HASH = '0'.repeat(64);

/** The columns the hash needs, by their header names in the export. */
const COLUMNS = {
  seq: 'Nº',
  organizationId: 'Organização',
  occurredAt: 'Data e hora (ISO 8601, Brasília)',
  action: 'Código da ação',
  actorId: 'ID da pessoa',
  actorEmail: 'E-mail',
  targetLabel: 'Alvo',
  targetDocument: 'Documento',
  before: 'Antes (JSON)',
  after: 'Depois (JSON)',
  ip: 'IP',
  userAgent: 'Navegador',
  requestId: 'Requisição',
  prevHash: 'Hash anterior',
  hash: 'Hash',
} as const;
type Column = keyof typeof COLUMNS;

/** A parsed field: its text, and whether it was quoted (an unquoted empty field is null). */
interface Field {
  text: string;
  quoted: boolean;
}

/** RFC 4180 with ';' as separator: quoted fields may hold ';', doubled quotes and line breaks. */
export function parseCsv(input: string): { fields: Field[]; line: number }[] {
  const text = input.replace(/^\ufeff/, '');
  const records: { fields: Field[]; line: number }[] = [];
  let fields: Field[] = [];
  let field: Field = { text: '', quoted: false };
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  const endField = () => {
    fields.push(field);
    field = { text: '', quoted: false };
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0]?.text === '' && !fields[0].quoted))
      records.push({ fields, line: recordLine });
    fields = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        field.text += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else {
        if (c === '\n') line++;
        field.text += c;
      }
    } else if (c === '"') {
      inQuotes = true;
      field.quoted = true;
    } else if (c === ';') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      /* the \n ends the record */
    } else if (c === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else field.text += c;
  }
  if (field.text !== '' || field.quoted || fields.length > 0) endRecord();
  return records;
}

/** A text cell's value: null when unquoted and empty; the export's formula guard (one leading ') undone. */
const textOf = (field: Field | undefined): string | null => {
  if (!field || (!field.quoted && field.text === '')) return null;
  return field.text.startsWith("'") ? field.text.slice(1) : field.text;
};

type Snapshot = Record<string, unknown> | null;
const canonical = (value: Snapshot): Snapshot =>
  value === null
    ? null
    : Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, value[key] ?? null]),
      );

export interface AuditCsvRow {
  line: number;
  seq: number;
  organizationId: number;
  occurredAt: string;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  targetLabel: string | null;
  targetDocument: string | null;
  before: Snapshot;
  after: Snapshot;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  prevHash: string;
  hash: string;
}

/** sha256 (hex) of the UTF-8 JSON array docs/audit-trail.md defines. */
export function rowHash(row: Omit<AuditCsvRow, 'line' | 'seq' | 'hash'>): string {
  const payload = JSON.stringify([
    row.prevHash,
    row.organizationId,
    row.occurredAt,
    row.action,
    row.actorId,
    row.actorEmail,
    row.targetLabel,
    row.targetDocument,
    canonical(row.before),
    canonical(row.after),
    row.ip,
    row.userAgent,
    row.requestId,
  ]);
  return createHash('sha256').update(payload, 'utf8').digest('hex');
}

type VerifyResult =
  | {
      ok: true;
      rows: number;
      organizationId: number | null;
      firstSeq: number | null;
      headSeq: number | null;
      headHash: string;
      gaps: string[];
    }
  | { ok: false; line: number | null; seq: number | null; reason: string };

const broken = (row: { line: number; seq: number } | null, reason: string): VerifyResult => ({
  ok: false,
  line: row?.line ?? null,
  seq: row?.seq ?? null,
  reason,
});

function snapshotOf(field: Field | undefined): Snapshot {
  const text = textOf(field);
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('não é um objeto JSON');
  return value as Record<string, unknown>;
}

/** One data record as the hash sees it, or why it cannot be read. */
function readRow(fields: Field[], index: Record<Column, number>, line: number): AuditCsvRow | string {
  const text = (column: Column) => textOf(fields[index[column]]);
  const seq = Number(text('seq'));
  const organizationId = Number(text('organizationId'));
  if (!Number.isSafeInteger(seq) || seq < 1) return 'Nº inválido';
  if (!Number.isSafeInteger(organizationId)) return 'organização inválida';
  const when = new Date(text('occurredAt') ?? '');
  if (Number.isNaN(when.getTime())) return 'data e hora inválida';
  let before: Snapshot;
  let after: Snapshot;
  try {
    before = snapshotOf(fields[index.before]);
    after = snapshotOf(fields[index.after]);
  } catch {
    return 'Antes/Depois não é JSON válido';
  }
  return {
    line,
    seq,
    organizationId,
    occurredAt: when.toISOString(),
    action: text('action') ?? '',
    actorId: text('actorId'),
    actorEmail: text('actorEmail'),
    targetLabel: text('targetLabel'),
    targetDocument: text('targetDocument'),
    before,
    after,
    ip: text('ip'),
    userAgent: text('userAgent'),
    requestId: text('requestId'),
    prevHash: text('prevHash') ?? '',
    hash: text('hash') ?? '',
  };
}

/**
 * Checks every row's hash, and that the rows, oldest first, number 1, 2, 3… without a gap and each names the one
 * before as its previous hash. The oldest row is the anchor (a retention prune or the export's limit cut the past
 * before it); seq 1 must start from the genesis hash. With allowGaps (a filtered export), a gap in seq is reported
 * instead of refused: the rows on each side are still checked, the link across the gap cannot be.
 */
export function verifyAuditCsv(input: string, options: { allowGaps?: boolean } = {}): VerifyResult {
  const [header, ...records] = parseCsv(input);
  if (!header) return broken(null, 'arquivo vazio');
  const names = header.fields.map((f) => f.text);
  const index = {} as Record<Column, number>;
  for (const [column, name] of Object.entries(COLUMNS) as [Column, string][]) {
    const at = names.indexOf(name);
    if (at < 0) return broken(null, `coluna "${name}" ausente: não é uma exportação da trilha de auditoria`);
    index[column] = at;
  }
  const rows: AuditCsvRow[] = [];
  for (const record of records) {
    const row = readRow(record.fields, index, record.line);
    if (typeof row === 'string') return { ok: false, line: record.line, seq: null, reason: row };
    rows.push(row);
  }
  rows.sort((a, b) => a.seq - b.seq);
  const repeated = rows.find((row, i) => i > 0 && row.seq === rows[i - 1]?.seq);
  if (repeated) return broken(repeated, `Nº ${repeated.seq} repetido`);
  const gaps: string[] = [];
  let previous: AuditCsvRow | null = null;
  for (const row of rows) {
    if (rows[0] && row.organizationId !== rows[0].organizationId) return broken(row, 'linha de outra organização');
    if (previous && row.seq !== previous.seq + 1) {
      const missing = previous.seq + 1 === row.seq - 1 ? `${previous.seq + 1}` : `${previous.seq + 1} a ${row.seq - 1}`;
      if (!options.allowGaps)
        return broken(row, `faltam as linhas Nº ${missing} (exportação filtrada ou linhas removidas)`);
      gaps.push(missing);
    } else if (previous && row.prevHash !== previous.hash) {
      return broken(row, `o hash anterior não é o hash da linha Nº ${previous.seq}`);
    } else if (!previous && row.seq === 1 && row.prevHash !== GENESIS_HASH) {
      return broken(row, 'a primeira linha da trilha não parte do hash inicial (64 zeros)');
    }
    if (rowHash(row) !== row.hash) return broken(row, 'o hash não confere com o conteúdo da linha');
    previous = row;
  }
  return {
    ok: true,
    rows: rows.length,
    organizationId: rows[0]?.organizationId ?? null,
    firstSeq: rows[0]?.seq ?? null,
    headSeq: previous?.seq ?? null,
    headHash: previous?.hash ?? GENESIS_HASH,
    gaps,
  };
}

/** The verdict in pt-BR, one line (the CLI prints it). */
export function describeResult(result: VerifyResult): string {
  if (!result.ok) {
    const where = [
      result.seq !== null ? `Nº ${result.seq}` : null,
      result.line !== null ? `linha ${result.line} do arquivo` : null,
    ]
      .filter(Boolean)
      .join(', ');
    return `FALHA${where ? ` na ${where}` : ''}: ${result.reason}`;
  }
  if (result.rows === 0) return 'OK: nenhuma linha';
  const gaps = result.gaps.length > 0 ? `; lacunas (não verificáveis) em Nº ${result.gaps.join(', ')}` : '';
  return `OK: ${result.rows} linhas (Nº ${result.firstSeq} a ${result.headSeq}) da organização ${result.organizationId}${gaps}; hash da última (Nº ${result.headSeq}): ${result.headHash}`;
}
