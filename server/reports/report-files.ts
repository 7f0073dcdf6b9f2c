import writeXlsxFile from 'write-excel-file/node';
import type { Cell, Row } from 'write-excel-file/node';
import type { ReportFormat } from '../../src/contract/constants/reports.ts';
import { csvDocument } from '../../src/contract/csv.ts';
import { brazilDay, brazilTime } from '../../src/contract/dates.ts';
import { centavosToReais } from '../../src/contract/money.ts';
import { formatInstantBr } from '../domain/calendar.ts';
import { PdfWriter } from './pdf-writer.ts';
import { csvValue, pdfText, tableTotals, type CellKind, type CellValue, type ReportTable } from './report-table.ts';

/** The three renderings of a report table: PDF (pdf-lib), CSV for Excel pt-BR, XLSX (write-excel-file). */

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  PDF: 'application/pdf',
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const REPORT_EXTENSIONS: Record<ReportFormat, string> = { PDF: 'pdf', CSV: 'csv', XLSX: 'xlsx' };

/** The table as CSV for Excel pt-BR (src/contract/csv.ts, shared with the PWA's exports). */
export function reportCsv(table: ReportTable): Buffer {
  const header = table.columns.map((c) => c.header);
  const rows = table.rows.map((row) => row.map((value, i) => csvValue(table.columns[i]?.kind ?? 'text', value)));
  const { label, sums } = tableTotals(table);
  const total = sums.map((sum, i) => (i === 0 ? label : sum === null ? null : csvValue(table.columns[i]?.kind ?? 'text', sum)));
  return Buffer.from(csvDocument([header, ...rows, total]), 'utf8');
}

/** Brasília wall-clock time as a Date whose UTC fields carry it: spreadsheets have no time zones. */
function wallClock(instant: string): Date | null {
  const day = brazilDay(instant);
  if (!day) return null;
  const [hours = '00', minutes = '00'] = (brazilTime(instant) ?? '00:00').split(':');
  return new Date(`${day}T${hours}:${minutes}:00.000Z`);
}

function xlsxCell(kind: CellKind, value: CellValue): Cell {
  if (value === null) return null;
  switch (kind) {
    case 'day': return { value: new Date(`${String(value)}T00:00:00.000Z`), type: Date, format: 'dd/mm/yyyy' };
    case 'instant': {
      const date = wallClock(String(value));
      return date ? { value: date, type: Date, format: 'dd/mm/yyyy hh:mm' } : null;
    }
    case 'money': return { value: centavosToReais(Number(value)), type: Number, format: '#,##0.00' };
    case 'integer': return { value: Number(value), type: Number };
    default: return { value: String(value), type: String };
  }
}

export async function reportXlsx(table: ReportTable): Promise<Buffer> {
  const header: Row = table.columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const }));
  const rows: Row[] = table.rows.map((row) => row.map((value, i) => xlsxCell(table.columns[i]?.kind ?? 'text', value)));
  const { label, sums } = tableTotals(table);
  const total: Row = sums.map((sum, i) =>
    i === 0 ? { value: label, type: String, fontWeight: 'bold' as const } : sum === null ? null : xlsxCell(table.columns[i]?.kind ?? 'text', sum));
  return writeXlsxFile([header, ...rows, total], {
    sheet: 'Relatório',
    stickyRowsCount: 1,
    columns: table.columns.map((c) => ({ width: c.kind === 'text' ? 32 : 18 })),
  }).toBuffer();
}

async function reportPdf(table: ReportTable, generatedAt: Date): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `${table.title} — ${table.organizationName}`,
    subject: table.description,
    footer: `${table.title} — gerado em ${formatInstantBr(generatedAt.toISOString())}`,
    keywords: [],
    landscape: table.columns.length > 5,
  });
  pdf.text(table.title, { size: 20, bold: true, accent: true });
  pdf.text(`${table.organizationName} — ${table.description}`, { muted: true });
  for (const note of table.notes) pdf.text(note);
  pdf.heading(table.rows.length === 0 ? 'Nenhum registro no período ou filtro escolhido' : 'Registros');
  if (table.rows.length > 0) {
    pdf.table(
      table.columns.map((c) => ({
        header: c.header, width: c.width, ...(c.kind === 'text' ? {} : { keepWhole: true }),
        ...(c.kind === 'money' || c.kind === 'integer' ? { align: 'right' as const } : {}),
      })),
      table.rows.map((row) => row.map((value, i) => pdfText(table.columns[i]?.kind ?? 'text', value))),
    );
  }
  return pdf.save();
}

export async function renderReport(table: ReportTable, format: ReportFormat, generatedAt: Date): Promise<Uint8Array> {
  if (format === 'CSV') return reportCsv(table);
  if (format === 'XLSX') return reportXlsx(table);
  return reportPdf(table, generatedAt);
}
