import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCsv } from '../../server/audit/audit-csv.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { explainCsv } from '../../server/reports/explain-export.ts';
import { reportCsv, reportXlsx } from '../../server/reports/report-files.ts';
import type { ReportTable } from '../../server/reports/report-table.ts';
import type { AuditRow } from '../../server/repositories/audit-events.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Issue 28, item 10: a name typed at a lookup that a spreadsheet would run as a formula. */
const PAYLOAD = "-2+3+cmd|' /C calc'!A0";
/** How the shared writer (src/contract/csv.ts) writes it: a leading ' and quotes, the inner ' left alone. */
const NEUTRALISED = `"'${PAYLOAD}"`;
const ADMIN = DEMO_USERS.admin.email;

/** The cells of a CSV line as written (quotes kept): enough to tell a number from text. A "" inside quotes toggles twice. */
function rawCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

const table = (rows: ReportTable['rows']): ReportTable => ({
  title: 't',
  description: 'd',
  organizationName: 'o',
  notes: [],
  columns: [
    { header: 'Nome', kind: 'text', width: 1 },
    { header: 'Valor', kind: 'money', width: 1 },
    { header: 'Quantidade', kind: 'integer', width: 1 },
  ],
  rows,
});

describe('server CSVs never carry a live formula (issue 28, item 10)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('the consumption report: a looked-up name beginning with "-digit" is neutralised, amounts stay numbers', async () => {
    await ctx.db.query('UPDATE consume_unique_items SET document_info = $1 WHERE organization_id = $2', [
      PAYLOAD,
      DEMO_ORGS.moraes,
    ]);
    await ctx.db.query('UPDATE plan_consumptions SET document_name = $1 WHERE organization_id = $2', [
      PAYLOAD,
      DEMO_ORGS.moraes,
    ]);
    const queued = await ctx.post(`/v2/organization/${DEMO_ORGS.moraes}/report`, {
      as: ADMIN,
      body: { type: 'CONSUMPTION', format: 'CSV', from: '2026-09-01', to: '2026-10-31' },
    });
    expect(queued.statusCode).toBe(202);
    await ctx.app.jobs.drain();
    const file = await ctx.get(`/v2/organization/${DEMO_ORGS.moraes}/report/${queued.json().id as number}/download`, {
      as: ADMIN,
    });
    expect(file.statusCode).toBe(200);
    // The rows, without the header and the total row (report-totals.test.ts).
    const lines = file.rawPayload
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .slice(1, -1);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const cells = rawCells(line);
      expect(cells[3], line).toBe(NEUTRALISED);
      // Quantidade, Preço unitário, Valor: bare numbers Excel pt-BR sums.
      expect(cells[6], line).toMatch(/^\d+$/);
      expect(cells[7], line).toMatch(/^\d+,\d{2}$/);
      expect(cells[8], line).toMatch(/^\d+,\d{2}$/);
    }
  });

  it('every report CSV: text neutralised, money and counts numbers, a negative amount too', () => {
    const csv = reportCsv(
      table([
        [PAYLOAD, -1050, -2],
        ['=1+2', 150, 3],
        ['@SUM(A1)', null, null],
        ['\tx', 0, 0],
        ['\rx', 5, 1],
      ]),
    ).toString('utf8');
    expect(csv).toBe(
      `\ufeffNome;Valor;Quantidade\r\n${NEUTRALISED};-10,50;-2\r\n"'=1+2";1,50;3\r\n"'@SUM(A1)";;\r\n"'\tx";0,00;0\r\n"'\rx";0,05;1\r\nTotal: 5 registros;;\r\n`,
    );
  });

  it('the explain export (its cause value a number) and the audit trail', () => {
    const explain = explainCsv([
      [
        '123.456.789-09',
        PAYLOAD,
        '0000001-00.2026.8.26.0100',
        'TJSP',
        'SP',
        '+cmd',
        'Ativo',
        '01/01/2026',
        { centavos: 123456 },
        'Ativo',
      ],
    ]).toString('utf8');
    expect(rawCells(explain.split('\r\n')[1] ?? '')).toEqual([
      '123.456.789-09',
      NEUTRALISED,
      '0000001-00.2026.8.26.0100',
      'TJSP',
      'SP',
      `"'+cmd"`,
      'Ativo',
      '01/01/2026',
      '1234,56',
      'Ativo',
    ]);
    const row: AuditRow = {
      id: 1,
      seq: 1,
      organization_id: 590,
      occurred_at: '2026-10-01T12:00:00.000Z',
      action: 'EXPORT',
      actor_id: null,
      actor_name: PAYLOAD,
      actor_email: 'a@b.c',
      target_label: '=HYPERLINK("http://x")',
      target_document: null,
      before: null,
      after: null,
      ip: null,
      user_agent: '-1+1',
      request_id: null,
      prev_hash: '0'.repeat(64),
      hash: 'f'.repeat(64),
    };
    // The audit export is lossless (every text quoted, so '' and null differ) and guarded the same way.
    const cells = rawCells(auditCsv([row]).toString('utf8').split('\r\n')[1] ?? '');
    expect(cells[5]).toBe(NEUTRALISED);
    expect(cells[8]).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(cells[13]).toBe(`"'-1+1"`);
  });

  it('the XLSX writes text as strings, never as formulas; numbers as numbers', async () => {
    const files = unzipSync(
      await reportXlsx(
        table([
          [PAYLOAD, -1050, 2],
          ['=1+2', 150, 3],
        ]),
      ),
    );
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(sheet).not.toMatch(/<f>/);
    expect(strings).toContain('=1+2');
    expect(strings).toContain(`<t>${PAYLOAD}</t>`);
    expect(sheet).toMatch(/<c r="B2"[^>]*><v>-10\.5<\/v><\/c>/);
  });
});
