import { BALANCE_PLAN_TYPES } from '../../src/contract/constants/plans.ts';
import type { MetricRow } from '../../src/contract/metrics.ts';
import type { MetricDbRow } from '../repositories/extract.ts';

/**
 * Metric rows (spec "Metric row") from the per-period, per-type sums: a year's twelve months with zeros, or one row
 * per year with consumption.
 */
export function metricRows(rows: readonly MetricDbRow[], year: number | null): MetricRow[] {
  const periods =
    year === null
      ? [...new Set(rows.map((row) => row.period))].sort()
      : Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  return periods.map((period) => {
    const ofPeriod = rows.filter((row) => row.period === period);
    const byType = BALANCE_PLAN_TYPES.map((typePlan) => {
      const row = ofPeriod.find((r) => r.type_plan === typePlan);
      return { typePlan, total: row ? Number(row.units) : 0, amount: row ? Number(row.amount) : 0 };
    });
    const total = byType.reduce((sum, t) => sum + t.total, 0);
    const active = ofPeriod.reduce((sum, r) => sum + Number(r.active_units), 0);
    return {
      label: year === null ? period : `${period.slice(5, 7)}/${period.slice(0, 4)}`,
      period,
      total,
      amount: byType.reduce((sum, t) => sum + t.amount, 0),
      active,
      inactive: total - active,
      byType,
    };
  });
}
