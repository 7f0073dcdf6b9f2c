import { describe, expect, it } from 'vitest';
import type { Analysis, AnalysisDetail, AnalysisMetric, AnalysisProcess } from '../../src/contract/analyses.ts';
import { completeCnpj, completeCpf, formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import { buildAnalysisReport } from '../../server/reports/analysis-report.ts';
import { explainPdf } from '../../server/reports/explain-export.ts';
import { cnjFromParts as formatCnj } from '../../src/contract/cnj.ts';
import { pdfTextRuns } from './helpers/pdf-text.ts';

/** Long but real identifiers: CNJ numbers, a CNPJ, values in the billions, a long class. */
const cnj = (i: number) =>
  formatCnj({
    sequence: String(1_000_000 + i * 7_919).padStart(7, '0'),
    year: '2024',
    justice: '8',
    court: '26',
    origin: '0100',
  });
const cnpj = completeCnpj('112223330001');
const cpf = completeCpf('529982247');
const LONG_CLASS = 'Cumprimento de Sentença contra a Fazenda Pública com Pedido de Tutela de Urgência';

const explainRowsFor = (count: number) =>
  Array.from({ length: count }, (_, i) => [
    formatDocumentNumber(cnpj),
    'Transportadora Atlântica de Cargas e Logística Integrada Ltda.',
    cnj(i),
    'TJSP',
    'SP',
    LONG_CLASS,
    'Réu',
    '27/10/2026',
    'R$ 1.234.567.890,12',
    i % 2 ? 'Arquivado' : 'Ativo',
  ]);

const all = (pages: string[][]) => pages.flat();

describe('printable exports print the identifiers they exist to list, whole', () => {
  it('the lookup export ("Exportar processos (PDF)") has every CNJ number, value and header whole, never cut with "…"', async () => {
    const rows = explainRowsFor(30);
    const runs = all(await pdfTextRuns(await explainPdf(rows, [cnpj], 'Moraes & Associados Advocacia', '2026-10-27')));
    for (const row of rows) expect(runs).toContain(row[2]);
    expect(runs).toContain('R$ 1.234.567.890,12');
    expect(runs).toContain(formatDocumentNumber(cnpj));
    for (const header of ['Documento', 'Processo', 'Distribuição', 'Valor da causa', 'Situação'])
      expect(runs.join(' ')).toContain(header);
    expect(runs.some((run) => run.includes('…'))).toBe(false);
    // The long class wraps onto more lines instead of being cut: all its words are printed.
    expect(runs.join(' ')).toContain('Urgência');
  });

  it("says when a document's list was limited to the first N processes", async () => {
    const rows = explainRowsFor(20);
    const runs = all(
      await pdfTextRuns(
        await explainPdf(rows, [cnpj], 'Org', '2026-10-27', [{ document: cnpj, from: 0, shown: 20, total: 35 }]),
      ),
    );
    expect(runs.join(' ')).toContain(
      `Lista limitada aos 20 primeiros de 35 processos de ${formatDocumentNumber(cnpj)}.`,
    );
    const unlimited = all(await pdfTextRuns(await explainPdf(rows, [cnpj], 'Org', '2026-10-27', [])));
    expect(unlimited.join(' ')).not.toContain('Lista limitada');
  });

  it('the premium report lists whole CNJ numbers and dates its analysis in Brasília, as the screen does', async () => {
    const processes: AnalysisProcess[] = Array.from(
      { length: 12 },
      (_, i) =>
        ({
          number: cnj(i),
          distributionDate: '2026-10-27',
          causeValue: 123_456_789_012,
          uf: 'SP',
          court: 'TJSP',
          subjects: ['Indenização'],
          isArchived: false,
          typeOfPart: 'DEFENDANT',
          type: LONG_CLASS,
        }) as unknown as AnalysisProcess,
    );
    const analysis = {
      id: 9,
      type: 'PREMIUM',
      documentType: 'CPF',
      documentNumber: cpf,
      documentInfo: 'Maria da Silva',
      createdAt: '2026-10-27T23:50:00.000Z',
      finishedAt: '2026-10-28T00:00:00.000Z',
      lastAnalyzedId: null,
      lastAnalyzedAt: null,
      summary: [],
    } as unknown as Analysis;
    const detail = {
      total: processes.length,
      result: processes,
      totals: {
        active: 12,
        inactive: 0,
        author: 0,
        defendant: 12,
        activeAmount: 0,
        inactiveAmount: 0,
        authorAmount: 0,
        defendantAmount: 0,
      },
    } as unknown as AnalysisDetail;
    const metric = { byYear: [], byMonth: [] } as unknown as AnalysisMetric;
    const runs = all(
      await pdfTextRuns(await buildAnalysisReport({ analysis, organizationName: 'Org', detail, metric })),
    );
    for (const p of processes) expect(runs).toContain(p.number);
    expect(runs).toContain('R$ 1.234.567.890,12');
    expect(runs.join(' ')).toContain('Análise nº 9, de 27/10/2026 21:00');
    expect(runs.some((run) => run.includes('…'))).toBe(false);
  });
});
