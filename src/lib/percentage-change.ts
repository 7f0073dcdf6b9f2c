import { signedTenths } from '../contract/pt-br-number';

/** 100·(current/previous − 1), or 0 when either value is 0 (no baseline, or nothing now; docs/product.md#percentage-change). */
export function percentageChange(current: number, previous: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return 0;
  if (current === 0 || previous === 0) return 0;
  return 100 * (current / previous - 1);
}

// Built on first use and only for what the fast path leaves: the analysis's first render would otherwise load ICU
// (warm-intl.ts), ~45 ms of its one long task at 4× CPU.
let percent: Intl.NumberFormat | undefined;

/** '+12,5%' / '-3%' / '0%'. */
export function formatPercentage(value: number): string {
  const text = signedTenths(value);
  if (text !== null) return `${text}%`;
  percent ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return `${percent.format(value)}%`;
}
