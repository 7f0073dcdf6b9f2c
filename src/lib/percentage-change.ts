/** 100·(current/previous − 1), or 0 when either value is 0 (no baseline, or nothing now; docs/product.md#percentage-change). */
export function percentageChange(current: number, previous: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return 0;
  if (current === 0 || previous === 0) return 0;
  return 100 * (current / previous - 1);
}

// Built on first use, not when a screen's file is evaluated (a first Intl object loads ICU: warm-intl.ts).
let percent: Intl.NumberFormat | undefined;

/** '+12,5%' / '-3%' / '0%'. */
export function formatPercentage(value: number): string {
  percent ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return `${percent.format(value)}%`;
}
