import { summarize, type Summary } from './stats.ts';

/** A budget: the median must stay at or under `max`, or every run must equal `exact`. */
export type Budget = { max: number } | { exact: number };

export type Verdict = 'PASS' | 'FAIL' | 'INFO';

export interface Measurement {
  figure: string;
  name: string;
  unit: string;
  values: number[];
  budget?: Budget;
  /** Why a figure looks the way it does: the chunk, task or query behind it. */
  note?: string;
}

export interface Row extends Measurement, Summary {
  verdict: Verdict;
}

export function verdictOf(values: readonly number[], budget: Budget | undefined): Verdict {
  if (!budget) return 'INFO';
  if (values.length === 0 || values.some((v) => !Number.isFinite(v))) return 'FAIL';
  if ('exact' in budget) return values.every((v) => v === budget.exact) ? 'PASS' : 'FAIL';
  return summarize(values).median <= budget.max ? 'PASS' : 'FAIL';
}

export function toRow(measurement: Measurement): Row {
  const summary =
    measurement.values.length > 0
      ? summarize(measurement.values)
      : { min: Number.NaN, median: Number.NaN, max: Number.NaN };
  return { ...measurement, ...summary, verdict: verdictOf(measurement.values, measurement.budget) };
}

/** Issue 32's bar: a median must sit at least this far inside its budget, or another machine of the kind may fail. */
export const MIN_MARGIN = 0.1;

/** How far inside its `max` budget the median sits (0.25: a quarter of the budget to spare); null without one. */
export function marginOf(row: Pick<Row, 'budget' | 'median'>): number | null {
  if (!row.budget || !('max' in row.budget) || !Number.isFinite(row.median) || row.budget.max <= 0) return null;
  return (row.budget.max - row.median) / row.budget.max;
}

/** Rows that pass with less than MIN_MARGIN to spare: named in the report, not failed (a loaded machine). */
export function thinMargins(rows: readonly Row[]): Row[] {
  return rows.filter((row) => {
    const margin = marginOf(row);
    return row.verdict === 'PASS' && margin !== null && margin < MIN_MARGIN;
  });
}

export function budgetText(budget: Budget | undefined, unit: string): string {
  if (!budget) return '—';
  return 'exact' in budget ? `= ${budget.exact} ${unit}` : `≤ ${budget.max} ${unit}`;
}
