import type { MetricRow } from '../../contract/metrics';

export interface ProjectedBill {
  /** 'YYYY-MM' of the open month. */
  month: string;
  /** Centavos consumed from the 1st to today. */
  soFar: number;
  /** Centavos the month's bill comes to if the pace of the days so far holds to the month's end. */
  projected: number;
}

/**
 * The open month's bill in R$: what was consumed so far, and the same daily pace carried to the month's
 * last day. `today` is the Brazilian day (YYYY-MM-DD); null when the rows do not hold the open month.
 */
export function projectOpenMonth(rows: readonly MetricRow[], today: string): ProjectedBill | null {
  const month = today.slice(0, 7);
  const row = rows.find((r) => r.period === month);
  if (!row) return null;
  const [year, m] = month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const elapsed = Number(today.slice(8, 10));
  const projected = elapsed >= daysInMonth ? row.amount : Math.round((row.amount / elapsed) * daysInMonth);
  return { month, soFar: row.amount, projected };
}
