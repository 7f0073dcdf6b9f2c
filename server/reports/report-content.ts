import { formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import { countLabel } from '../../src/contract/plural.ts';
import { REPORT_MAX_ROWS, REPORT_TYPE_LABELS } from '../../src/contract/constants/reports.ts';
import { RISK_CATEGORY_LABELS } from '../../src/contract/constants/analyses.ts';
import type { Db } from '../db/db.ts';
import { BILL_LINE_LABELS } from '../domain/billing.ts';
import { startOfBrazilDay, toIso } from '../domain/calendar.ts';
import { listExtract } from '../repositories/extract.ts';
import type { ReportRow } from '../repositories/generated-reports.ts';
import { findOrganizationName } from '../repositories/organizations.ts';
import { monitoredForReport, movementsForReport, processesForReport } from '../repositories/report-data.ts';
import type { CellValue, ReportColumn, ReportTable } from './report-table.ts';
import { formatCentavos } from '../../src/contract/money.ts';

/** Loads what a report covers and lays it out as one table. */

/** A report with more rows than REPORT_MAX_ROWS fails with this (its message is the report's reason). */
export class TooManyRowsError extends Error {}

const dayAfter = (isoDay: string): string => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function capped<T>(rows: readonly T[], maxRows: number): readonly T[] {
  if (rows.length > maxRows) throw new TooManyRowsError(String(maxRows));
  return rows;
}

const money = (value: string | number | null): number | null => (value === null ? null : Number(value));

async function processTable(db: Db, report: ReportRow, maxRows: number) {
  const rows = capped(await processesForReport(db, report.organization_id, report.filters, maxRows + 1), maxRows);
  const columns: ReportColumn[] = [
    { header: 'Processo', kind: 'text', width: 0.16 }, { header: 'Classe', kind: 'text', width: 0.3 }, { header: 'Tribunal', kind: 'text', width: 0.1 },
    { header: 'UF', kind: 'text', width: 0.05 }, { header: 'Distribuição', kind: 'day', width: 0.1 }, { header: 'Valor da causa', kind: 'money', width: 0.1, total: true },
    { header: 'Situação', kind: 'text', width: 0.09 }, { header: 'Última movimentação', kind: 'instant', width: 0.1 },
  ];
  const cells: CellValue[][] = rows.map((p) => [
    p.number, p.type, p.court, p.state, p.distribution_date, p.is_secret ? null : money(p.value),
    p.archived ? 'Arquivado' : 'Ativo', toIso(p.last_movement_date),
  ]);
  return { columns, cells, notes: [`${countLabel(rows.length, 'processo', 'processos')}.`] };
}

async function movementTable(db: Db, report: ReportRow, maxRows: number) {
  const from = String(report.period_from);
  const to = String(report.period_to);
  const rows = capped(await movementsForReport(db, report.organization_id, startOfBrazilDay(from), startOfBrazilDay(dayAfter(to)), maxRows + 1), maxRows);
  const columns: ReportColumn[] = [
    { header: 'Data', kind: 'instant', width: 0.12 }, { header: 'Processo', kind: 'text', width: 0.16 }, { header: 'Tribunal', kind: 'text', width: 0.08 },
    { header: 'Movimentação', kind: 'text', width: 0.2 }, { header: 'Descrição', kind: 'text', width: 0.36 }, { header: 'Origem', kind: 'text', width: 0.08 },
  ];
  const cells: CellValue[][] = rows.map((m) => [toIso(m.date), m.number, m.court, m.class, m.text, m.is_manual ? 'Manual' : 'Tribunal']);
  return { columns, cells, notes: [`${countLabel(rows.length, 'movimentação', 'movimentações')}.`] };
}

async function monitoredTable(db: Db, report: ReportRow, maxRows: number) {
  const rows = capped(await monitoredForReport(db, report.organization_id, maxRows + 1), maxRows);
  const columns: ReportColumn[] = [
    { header: 'Documento', kind: 'text', width: 0.12 }, { header: 'Nome', kind: 'text', width: 0.2 }, { header: 'Titular', kind: 'text', width: 0.14 },
    { header: 'Monitorado desde', kind: 'instant', width: 0.1 }, { header: 'Pausado até', kind: 'instant', width: 0.1 },
    { header: 'Última análise', kind: 'instant', width: 0.1 },
    { header: `${RISK_CATEGORY_LABELS.ALL} (qtd.)`, kind: 'integer', width: 0.06, total: true }, { header: `${RISK_CATEGORY_LABELS.ALL} (valor)`, kind: 'money', width: 0.08, total: true },
    { header: RISK_CATEGORY_LABELS.RISK_CRIMINAL, kind: 'integer', width: 0.05, total: true }, { header: RISK_CATEGORY_LABELS.RISK_EXECUTION, kind: 'integer', width: 0.05, total: true },
    { header: RISK_CATEGORY_LABELS.RISK_WORKER, kind: 'integer', width: 0.05, total: true },
  ];
  const now = Date.now();
  const cells: CellValue[][] = rows.map((d) => {
    const pausedUntil = d.pause_ends_at !== null && Date.parse(String(toIso(d.pause_ends_at))) > now ? toIso(d.pause_ends_at) : null;
    const count = (category: string): number | null => (d.summary ? (d.summary[category]?.total ?? 0) : null);
    return [
      formatDocumentNumber(d.document_number), d.document_info, d.holder_name, toIso(d.monitoring_since), pausedUntil,
      toIso(d.analysis_finished_at), count('ALL'), d.summary ? (d.summary.ALL?.value ?? 0) : null,
      count('RISK_CRIMINAL'), count('RISK_EXECUTION'), count('RISK_WORKER'),
    ];
  });
  return { columns, cells, notes: [`${countLabel(rows.length, 'documento monitorado', 'documentos monitorados')}. Sem análise concluída, o resumo de risco fica em branco.`] };
}

async function consumptionTable(db: Db, report: ReportRow, maxRows: number) {
  const from = String(report.period_from);
  const to = String(report.period_to);
  const page = await listExtract(db, {
    holderId: null, organizationId: report.organization_id, fromInstant: startOfBrazilDay(from), toInstant: startOfBrazilDay(dayAfter(to)),
  }, { limit: maxRows + 1, offset: 0 });
  const rows = capped(page.rows, maxRows);
  const columns: ReportColumn[] = [
    { header: 'Data', kind: 'instant', width: 0.12 }, { header: 'Tipo', kind: 'text', width: 0.12 }, { header: 'Documento', kind: 'text', width: 0.13 },
    { header: 'Nome', kind: 'text', width: 0.2 }, { header: 'Titular', kind: 'text', width: 0.15 }, { header: 'Usuário', kind: 'text', width: 0.12 },
    { header: 'Quantidade', kind: 'integer', width: 0.05, total: true }, { header: 'Preço unitário', kind: 'money', width: 0.05 }, { header: 'Valor', kind: 'money', width: 0.06, total: true },
  ];
  const cells: CellValue[][] = rows.map((r) => [
    toIso(r.created_at), BILL_LINE_LABELS[r.type_plan], r.document_number ? formatDocumentNumber(r.document_number) : null, r.document_info,
    r.holder_name, r.user_name, r.quantity, r.unit_price, r.quantity * r.unit_price,
  ]);
  return { columns, cells, notes: [`${countLabel(rows.length, 'consumo', 'consumos')}, total ${formatCentavos(page.totalAmount)}.`] };
}

const BUILDERS = { PROCESSES: processTable, MOVEMENTS: movementTable, MONITORED_DOCUMENTS: monitoredTable, CONSUMPTION: consumptionTable } as const;

export async function buildReportTable(db: Db, report: ReportRow, maxRows: number = REPORT_MAX_ROWS): Promise<ReportTable> {
  const { columns, cells, notes } = await BUILDERS[report.type](db, report, maxRows);
  return {
    title: REPORT_TYPE_LABELS[report.type],
    description: report.description,
    organizationName: (await findOrganizationName(db, report.organization_id)) ?? '',
    columns,
    rows: cells,
    notes,
  };
}

