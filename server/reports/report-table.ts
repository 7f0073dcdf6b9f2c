import { formatDateBr, formatInstantBr } from '../domain/calendar.ts';
import type { CsvCell } from '../../src/contract/csv.ts';
import { brazilDay, brazilTime } from '../../src/contract/dates.ts';
import { formatCentavos } from '../../src/contract/money.ts';
import { formatCount } from '../../src/contract/plural.ts';

/**
 * A generated report as one typed table, rendered to PDF, CSV or XLSX by report-files.ts. Typed cells let
 * each format write what its readers expect: the CSV for Excel pt-BR writes decimal commas and DD/MM/AAAA, the XLSX
 * real numbers and dates, the PDF "R$ 1.234,56".
 */
export type CellKind = 'text' | 'day' | 'instant' | 'money' | 'integer';

export interface ReportColumn {
  header: string;
  kind: CellKind;
  /** Share of the PDF's width (pdf-table-layout.ts). */
  width: number;
  /** Summed in the total row of the CSV and XLSX (amounts and counts; never a unit price). */
  total?: true;
}

/** text: string; day: 'YYYY-MM-DD'; instant: ISO string; money: centavos; integer: number. null = empty cell. */
export type CellValue = string | number | null;

export interface ReportTable {
  title: string;
  /** What it covers ("Movimentações de 01/09/2026 a 30/09/2026"): the report's description. */
  description: string;
  organizationName: string;
  columns: readonly ReportColumn[];
  rows: readonly (readonly CellValue[])[];
  /** Lines printed under the title (totals, filters). */
  notes: readonly string[];
}

/** The total row's label ("Total: 12 registros") and, per column, its sum or null (columns not summed). */
export function tableTotals(table: Pick<ReportTable, 'columns' | 'rows'>): { label: string; sums: (number | null)[] } {
  const sums = table.columns.map((column, i) =>
    column.total ? table.rows.reduce((acc, row) => acc + (row[i] === null || row[i] === undefined ? 0 : Number(row[i])), 0) : null);
  return { label: `Total: ${table.rows.length} ${table.rows.length === 1 ? 'registro' : 'registros'}`, sums };
}

/** DD/MM/AAAA HH:mm in Brasília of an instant, for the CSV. */
function instantCsv(value: string): string {
  const day = brazilDay(value);
  if (!day) return '';
  return `${formatDateBr(day)} ${brazilTime(value) ?? ''}`.trim();
}

/** A cell as the CSV writes it (src/contract/csv.ts): money and counts as numbers, dates as DD/MM/AAAA, text made safe. */
export function csvValue(kind: CellKind, value: CellValue): CsvCell {
  if (value === null) return null;
  switch (kind) {
    case 'day': return formatDateBr(String(value));
    case 'instant': return instantCsv(String(value));
    case 'money': return { centavos: Number(value) };
    case 'integer': return Number(value);
    default: return String(value);
  }
}

/** A cell as the PDF prints it. */
export function pdfText(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  switch (kind) {
    case 'day': return formatDateBr(String(value));
    case 'instant': return formatInstantBr(String(value));
    case 'money': return formatCentavos(Number(value));
    case 'integer': return formatCount(Number(value));
    default: return String(value);
  }
}
