import type { Analysis, AnalysisDetail, AnalysisMetric, AnalysisProcess } from '../../src/contract/analyses.ts';
import { formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import { ANALYSIS_TIERS, RISK_CATEGORY_LABELS } from '../../src/contract/constants/analyses.ts';
import { formatDateBr, formatInstantBr } from '../domain/calendar.ts';
import { PdfWriter } from './pdf-writer.ts';
import { formatCentavos } from '../../src/contract/money.ts';

// The side (polo), in words every court uses; what the party is called (Réu, Reclamado, Executado…) depends on the class.
const SIDE_LABELS: Record<AnalysisProcess['typeOfPart'], string> = { AUTHOR: 'Ativo', DEFENDANT: 'Passivo', OTHER: 'Outro' };

const percent = (value: number | null): string => {
  if (value === null) return '—';
  const text = value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return `${value > 0 ? '+' : ''}${text}%`;
};


interface AnalysisReportInput {
  analysis: Analysis;
  organizationName: string;
  /** ALL category, every process (size = total). */
  detail: AnalysisDetail;
  metric: AnalysisMetric;
}

/** The premium analysis report: cover, summary table, totals, the charts' numbers and the full process list. */
export async function buildAnalysisReport(input: AnalysisReportInput): Promise<Uint8Array> {
  const { analysis, detail, metric } = input;
  const document = formatDocumentNumber(analysis.documentNumber);
  const pdf = await PdfWriter.create({
    title: `Relatório de risco jurídico — ${analysis.documentType} ${document}`,
    subject: `Análise ${analysis.id} de ${analysis.documentInfo || document}`,
    footer: `Relatório de risco — ${analysis.documentType} ${document}`,
    keywords: [analysis.documentType, document, analysis.documentNumber, `analise-${analysis.id}`],
  });

  pdf.space(120);
  pdf.text('Relatório de risco jurídico', { size: 26, bold: true, accent: true });
  pdf.space(8);
  pdf.text(ANALYSIS_TIERS[analysis.type].label, { size: 14, muted: true });
  pdf.space(30);
  pdf.text(`${analysis.documentType}: ${document}`, { size: 16, bold: true });
  pdf.text(analysis.documentInfo || 'Nome não informado', { size: 14 });
  pdf.space(20);
  pdf.text(`Organização: ${input.organizationName}`);
  pdf.text(`Análise nº ${analysis.id}, de ${formatInstantBr(analysis.finishedAt ?? analysis.createdAt)}`);
  pdf.text(analysis.lastAnalyzedId ? `Comparada com a análise nº ${analysis.lastAnalyzedId}, de ${formatInstantBr(analysis.lastAnalyzedAt)}` : 'Primeira análise deste documento: sem comparação.');
  pdf.space(20);
  pdf.text('Processos da organização em que o documento é parte. Valores da causa em reais; processos sigilosos entram nos totais sem detalhes.', { muted: true, size: 9 });
  pdf.pageBreak();

  pdf.heading('Resumo por categoria');
  pdf.table(
    [
      { header: 'Categoria', width: 0.34 },
      { header: 'Processos', width: 0.13, align: 'right' },
      { header: 'Valor total', width: 0.23, align: 'right', keepWhole: true },
      { header: 'Variação (valor)', width: 0.15, align: 'right' },
      { header: 'Variação (qtde.)', width: 0.15, align: 'right' },
    ],
    analysis.summary.map((item) => [
      RISK_CATEGORY_LABELS[item.category], String(item.total), formatCentavos(item.value),
      percent(item.percentageValueChange), percent(item.percentageCountChange),
    ]),
  );

  const t = detail.totals;
  pdf.heading('Situação e polo');
  pdf.table(
    [{ header: 'Grupo', width: 0.5 }, { header: 'Processos', width: 0.2, align: 'right' }, { header: 'Valor', width: 0.3, align: 'right', keepWhole: true }],
    [
      ['Ativos', String(t.active), formatCentavos(t.activeAmount)],
      ['Arquivados', String(t.inactive), formatCentavos(t.inactiveAmount)],
      ['Como autor', String(t.author), formatCentavos(t.authorAmount)],
      ['Como réu', String(t.defendant), formatCentavos(t.defendantAmount)],
    ],
  );

  const metricColumns = [
    { header: 'Período', width: 0.2 }, { header: 'Processos', width: 0.16, align: 'right' as const }, { header: 'Valor', width: 0.24, align: 'right' as const, keepWhole: true },
    { header: 'Ativos', width: 0.12, align: 'right' as const }, { header: 'Arquivados', width: 0.12, align: 'right' as const }, { header: 'Valor ativos', width: 0.16, align: 'right' as const, keepWhole: true },
  ];
  const metricRow = (row: AnalysisMetric['byYear'][number]) => [
    row.label, String(row.total), formatCentavos(row.amount), String(row.active.total), String(row.inactive.total), formatCentavos(row.active.amount),
  ];
  pdf.heading('Processos por ano de distribuição');
  if (metric.byYear.length === 0) pdf.text('Nenhum processo com data de distribuição.', { muted: true });
  else pdf.table(metricColumns, metric.byYear.map(metricRow));
  pdf.heading('Processos por mês (últimos 12 meses)');
  pdf.table(metricColumns, metric.byMonth.map(metricRow));

  pdf.heading(`Lista de processos (${detail.total})`);
  if (detail.result.length === 0) pdf.text('Nenhum processo encontrado para este documento.', { muted: true });
  else {
    pdf.table(
      [
        { header: 'Número', width: 0.1, keepWhole: true }, { header: 'Distribuição', width: 0.05, keepWhole: true }, { header: 'Tribunal', width: 0.14 },
        { header: 'UF', width: 0.07 }, { header: 'Classe', width: 0.45 }, { header: 'Polo', width: 0.12 },
        { header: 'Valor', width: 0.05, align: 'right', keepWhole: true }, { header: 'Situação', width: 0.15 },
      ],
      detail.result.map((p) => [
        p.number, p.distributionDate ? formatDateBr(p.distributionDate) : '—', p.court, p.uf ?? '—', p.type, SIDE_LABELS[p.typeOfPart],
        p.causeValue === null ? '—' : formatCentavos(p.causeValue), p.isArchived ? 'Arquivado' : 'Ativo',
      ]),
    );
  }
  return pdf.save();
}
