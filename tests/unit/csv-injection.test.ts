import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from '../../src/contract/csv';
import { writeCsv } from '../../src/features/billing/export/csv-writer';
import type { SheetColumn } from '../../src/features/billing/export/sheet-columns';
import { writeXlsx } from '../../src/features/billing/export/xlsx-writer';
import { relationshipCsv } from '../../src/features/relationships/relationship-export';
import type { EntityRow } from '../../src/features/relationships/table-rows';

/** Issue 28, item 10: a name typed at a lookup that a spreadsheet would run as a formula. */
const PAYLOAD = "-2+3+cmd|' /C calc'!A0";
const NEUTRALISED = `"'${PAYLOAD}"`;

describe('the shared CSV writer (src/contract/csv.ts)', () => {
  it('neutralises text beginning with = + - @ tab or carriage return, "-digit" included', () => {
    expect(csvCell(PAYLOAD)).toBe(NEUTRALISED);
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell('Ana - Silva')).toBe('Ana - Silva');
  });

  it('quotes separators, commas, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,=1+1')).toBe('"a,=1+1"');
    expect(csvCell('o "x"')).toBe('"o ""x"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(' a')).toBe('" a"');
  });

  it('writes money and counts as bare numbers: a negative amount stays a number', () => {
    expect(csvCell({ centavos: -1050 })).toBe('-10,50');
    expect(csvCell({ centavos: -5 })).toBe('-0,05');
    expect(csvCell({ centavos: 123456 })).toBe('1234,56');
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(1.5)).toBe('1,5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(
      csvDocument([
        ['Nome', 'Valor'],
        [PAYLOAD, { centavos: -1050 }],
      ]),
    ).toBe(`\uFEFFNome;Valor\r\n${NEUTRALISED};-10,50\r\n`);
  });
});

describe("the PWA's exports use it", () => {
  const columns: SheetColumn[] = [
    { header: 'Data', kind: 'date' },
    { header: 'Nome', kind: 'text' },
    { header: 'Quantidade', kind: 'integer' },
    { header: 'Valor (R$)', kind: 'centavos' },
  ];

  it('the extract CSV', () => {
    const csv = writeCsv(columns, [
      ['2026-03-05', PAYLOAD, 3, -1050],
      ['2026-03-06', '\tcmd', -1, 990],
    ]);
    expect(csv).toBe(
      `\uFEFFData;Nome;Quantidade;Valor (R$)\r\n05/03/2026;${NEUTRALISED};3;-10,50\r\n06/03/2026;"'\tcmd";-1;9,90\r\n`,
    );
  });

  it('the relationship CSV', () => {
    const row: EntityRow = {
      key: 'F1',
      name: PAYLOAD,
      kind: 'Pessoa',
      document: '\rx',
      level: 2,
      ties: [],
      risks: [],
      lookupFailed: false,
      distance: '@x',
    };
    const meta = {
      title: '=t',
      generatedAt: 'g',
      filters: 'f',
      organization: '=org',
      person: 'p',
      exportedAt: 'e',
      checkedAt: 'c',
      note: null,
    };
    const lines = relationshipCsv([row], meta).slice(1).split('\r\n');
    expect(lines[0]).toBe(`"'=t"`);
    // … Risco, Evidência, Fonte, Decisão (issue 34 item 5), Distância do risco.
    expect(lines[4]).toBe(`${NEUTRALISED};Pessoa;"'\rx";2;Documento analisado;;;;;;Nenhum;;;;"'@x"`);
  });

  it('the extract XLSX writes text as strings, never as formulas', async () => {
    const blob = await writeXlsx(
      columns,
      [
        ['2026-03-05', '=1+2', 3, -1050],
        ['2026-03-06', PAYLOAD, 1, 990],
      ],
      'Extrato',
    );
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).not.toMatch(/<f>/);
    expect(strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array())).toContain('<t>=1+2</t>');
    expect(sheet).toMatch(/<c r="D2"[^>]*><v>-10\.5<\/v><\/c>/);
  });
});
