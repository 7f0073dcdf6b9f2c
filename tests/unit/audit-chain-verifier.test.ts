// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  describeResult,
  GENESIS_HASH,
  parseCsv,
  rowHash,
  verifyAuditCsv,
  type AuditCsvRow,
} from '../../scripts/audit-chain-verifier';
import { DEMO_USERS } from '../support/demo-users';

// The verifier of `npm run audit:verify` (issue 28), on files written here by a small writer that follows
// docs/audit-trail.md#the-csv-export (not the server's, so the documented format is what is tested).

const HEADERS = [
  'Nº',
  'Organização',
  'Data e hora (ISO 8601, Brasília)',
  'Código da ação',
  'Ação',
  'Pessoa',
  'ID da pessoa',
  'E-mail',
  'Alvo',
  'Documento',
  'Antes (JSON)',
  'Depois (JSON)',
  'IP',
  'Navegador',
  'Requisição',
  'Hash anterior',
  'Hash',
];

type Row = Omit<AuditCsvRow, 'line' | 'hash' | 'prevHash'>;

const cell = (value: string | null): string =>
  value === null ? '' : `"${(/^[=+\-@\t\r']/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;
const brasilia = (iso: string) => `${new Date(Date.parse(iso) - 3 * 3600_000).toISOString().slice(0, -1)}-03:00`;

/** Chains the rows (oldest first) and writes them newest first, as the export does; `edit` changes cells afterwards. */
function exportCsv(rows: Row[], edit: (cells: (string | null)[][], hashes: string[]) => void = () => {}): string {
  let prevHash = rows[0] && rows[0].seq > 1 ? 'a'.repeat(64) : GENESIS_HASH;
  const hashes: string[] = [];
  const lines = rows.map((row) => {
    const hash = rowHash({ ...row, prevHash });
    const cells = [
      String(row.seq),
      String(row.organizationId),
      brasilia(row.occurredAt),
      row.action,
      'Rótulo',
      'Nome não hasheado',
      row.actorId,
      row.actorEmail,
      row.targetLabel,
      row.targetDocument,
      row.before && JSON.stringify(row.before),
      row.after && JSON.stringify(row.after),
      row.ip,
      row.userAgent,
      row.requestId,
      prevHash,
      hash,
    ];
    hashes.push(hash);
    prevHash = hash;
    return cells;
  });
  edit(lines, hashes);
  return `\ufeff${[HEADERS, ...lines.reverse()].map((cells) => cells.map(cell).join(';')).join('\r\n')}\r\n`;
}

const event = (seq: number, extra: Partial<Row> = {}): Row => ({
  seq,
  organizationId: 590,
  occurredAt: `2026-10-30T14:05:${String(seq).padStart(2, '0')}.345Z`,
  action: 'USER_PROFILE_CHANGED',
  actorId: '00000000-0000-4000-8000-000000000001',
  actorEmail: DEMO_USERS.admin.email,
  targetLabel: `pessoa${seq}@exemplo.test`,
  targetDocument: null,
  before: { status: 'ACTIVE', accessType: 'BASIC' },
  after: { accessType: 'LAWYER' },
  ip: '10.0.0.1',
  userAgent: 'Mozilla/5.0',
  requestId: `req-${seq}`,
  ...extra,
});

const TRICKY: Partial<Row> = {
  targetLabel: '=HYPERLINK("x";"y")',
  targetDocument: '***.533.447-**',
  userAgent: "'aspas' e ; e\r\nduas linhas",
  ip: '',
  before: null,
};
const CHAIN = [event(1), event(2, TRICKY), event(3, { actorId: null, actorEmail: null, requestId: null })];

describe('audit chain verifier', () => {
  it('hashes the documented canonical form (the server computed this vector)', () => {
    expect(
      rowHash({
        prevHash: GENESIS_HASH,
        organizationId: 590,
        occurredAt: '2026-10-30T14:05:12.345Z',
        action: 'USER_PROFILE_CHANGED',
        actorId: '00000000-0000-4000-8000-000000000001',
        actorEmail: DEMO_USERS.admin.email,
        targetLabel: 'carla@exemplo.test',
        targetDocument: null,
        before: { status: 'ACTIVE', accessType: 'BASIC' },
        after: { accessType: 'LAWYER' },
        ip: '10.0.0.1',
        userAgent: 'Mozilla/5.0 "Teste"; çã',
        requestId: 'b9f5d1a2-1c1e-4f7a-9a53-0d8a9a1d2c3e',
      }),
    ).toBe('5ae405fed05f5e478541ac7793fa3bed17e3ef093d1a6619bb519203badcceaf');
  });

  it('reads quoted fields with ;, doubled quotes and line breaks, and tells null from empty text', () => {
    const [record] = parseCsv('"a;b";"say ""hi""";;"";"x\r\ny"\r\n');
    expect(record?.fields).toEqual([
      { text: 'a;b', quoted: true },
      { text: 'say "hi"', quoted: true },
      { text: '', quoted: false },
      { text: '', quoted: true },
      { text: 'x\r\ny', quoted: true },
    ]);
  });

  it('an intact export verifies, newest first or in any order, and gives the head hash', () => {
    const csv = exportCsv(CHAIN);
    const result = verifyAuditCsv(csv);
    expect(result).toMatchObject({ ok: true, rows: 3, organizationId: 590, firstSeq: 1, headSeq: 3, gaps: [] });
    expect(describeResult(result)).toMatch(
      /^OK: 3 linhas \(Nº 1 a 3\) da organização 590; hash da última \(Nº 3\): [0-9a-f]{64}$/,
    );
  });

  it('a tail of the trail (the past pruned) verifies from its oldest row', () => {
    expect(verifyAuditCsv(exportCsv([event(41), event(42)]))).toMatchObject({ ok: true, firstSeq: 41, headSeq: 42 });
  });

  it('one changed field fails at that row, naming it; the formula guard and null are part of the value', () => {
    const changed = verifyAuditCsv(
      exportCsv(CHAIN, (cells) => {
        cells[1]![12] = '10.0.0.2';
      }),
    );
    expect(changed).toMatchObject({ ok: false, seq: 2, reason: 'o hash não confere com o conteúdo da linha' });
    expect(describeResult(changed)).toMatch(/^FALHA na Nº 2, linha \d+ do arquivo: o hash não confere/);
    // '' where the row had null (the IP of row 2 is '', its 'before' null): both are changes.
    expect(
      verifyAuditCsv(
        exportCsv(CHAIN, (cells) => {
          cells[1]![12] = null;
        }),
      ),
    ).toMatchObject({ ok: false, seq: 2 });
    expect(
      verifyAuditCsv(
        exportCsv(CHAIN, (cells) => {
          cells[1]![10] = '{}';
        }),
      ),
    ).toMatchObject({ ok: false, seq: 2 });
    expect(
      verifyAuditCsv(
        exportCsv(CHAIN, (cells) => {
          cells[0]![2] = '2026-10-30T11:05:01.346-03:00';
        }),
      ),
    ).toMatchObject({ ok: false, seq: 1 });
  });

  it('a removed row, a row rehashed after a change, or a forged start break the links', () => {
    const gap = verifyAuditCsv(
      exportCsv(CHAIN, (cells) => {
        cells.splice(1, 1);
      }),
    );
    expect(gap).toMatchObject({
      ok: false,
      seq: 3,
      reason: 'faltam as linhas Nº 2 (exportação filtrada ou linhas removidas)',
    });
    expect(
      verifyAuditCsv(
        exportCsv(CHAIN, (cells) => {
          cells.splice(1, 1);
        }),
        { allowGaps: true },
      ),
    ).toMatchObject({ ok: true, gaps: ['2'] });
    // Row 2 changed and its own hash recomputed: row 3 no longer links to it.
    const rehashed = exportCsv(CHAIN, (cells, hashes) => {
      const row = { ...CHAIN[1]!, targetLabel: 'outra' };
      cells[1]![8] = 'outra';
      cells[1]![16] = rowHash({ ...row, prevHash: hashes[0]! });
    });
    expect(verifyAuditCsv(rehashed)).toMatchObject({
      ok: false,
      seq: 3,
      reason: 'o hash anterior não é o hash da linha Nº 2',
    });
    const forged = exportCsv([event(1)], (cells) => {
      cells[0]![15] = 'b'.repeat(64);
      cells[0]![16] = rowHash({ ...event(1), prevHash: 'b'.repeat(64) });
    });
    expect(verifyAuditCsv(forged)).toMatchObject({ ok: false, seq: 1, reason: expect.stringMatching(/hash inicial/) });
  });

  it('refuses files that are not a trail export, rows of two organizations and repeated numbers', () => {
    expect(verifyAuditCsv('"a";"b"\r\n')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^coluna "Nº" ausente/),
    });
    expect(verifyAuditCsv('')).toMatchObject({ ok: false, reason: 'arquivo vazio' });
    expect(
      verifyAuditCsv(
        exportCsv(CHAIN, (cells) => {
          cells[2]![1] = '591';
        }),
      ),
    ).toMatchObject({ ok: false, seq: 3, reason: 'linha de outra organização' });
    expect(
      verifyAuditCsv(
        exportCsv(CHAIN, (cells) => {
          cells[2]![0] = '2';
        }),
      ),
    ).toMatchObject({ ok: false, reason: 'Nº 2 repetido' });
    expect(
      verifyAuditCsv(
        exportCsv(CHAIN, (cells) => {
          cells[0]![11] = '{nope';
        }),
      ),
    ).toMatchObject({ ok: false, reason: 'Antes/Depois não é JSON válido' });
    expect(describeResult(verifyAuditCsv(exportCsv([])))).toBe('OK: nenhuma linha');
  });
});
