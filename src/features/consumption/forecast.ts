/**
 * Plan balance alerts and the run-out forecast (RESEARCH §2: alerts at 70/80/90 % of the plan). Pure: the Consumo page
 * passes the balances and what was consumed recently, and shows what comes back.
 */

export const ALERT_THRESHOLDS = [90, 80, 70] as const;
export type AlertLevel = (typeof ALERT_THRESHOLDS)[number] | 0;

/** Share of the plan used, 0–100 (a plan without a limit has used nothing of it). */
export function usedPercent(consume: number, limitEnd: number): number {
  if (!(limitEnd > 0)) return 0;
  return Math.min(100, Math.max(0, (consume / limitEnd) * 100));
}

/** The highest threshold reached: 90, 80, 70, or 0 below 70 %. */
export function alertLevel(consume: number, limitEnd: number): AlertLevel {
  const used = usedPercent(consume, limitEnd);
  return ALERT_THRESHOLDS.find((threshold) => used >= threshold) ?? 0;
}

export type RunOutForecast =
  /** Nothing left already. */
  | { kind: 'exhausted' }
  /** Nothing consumed in the window: at this pace the balance never runs out. */
  | { kind: 'idle' }
  /** The day (YYYY-MM-DD) the balance reaches zero at the window's average pace, and how many days from today. */
  | { kind: 'date'; date: string; days: number; perDay: number };

const DAY_MS = 86_400_000;

function addDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD), counting both ends: 2026-03-01 → 2026-03-01 is 1. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * When `available` units run out if the holder keeps consuming as in the window (`consumed` units over `windowDays`
 * days ending `today`): available ÷ (consumed ÷ windowDays) days from today, rounded up — the balance lasts through
 * the day whose consumption would cross zero, so that day is the last one with units left.
 */
export function forecastRunOut(available: number, consumed: number, windowDays: number, today: string): RunOutForecast {
  if (available <= 0) return { kind: 'exhausted' };
  if (!(consumed > 0) || !(windowDays > 0)) return { kind: 'idle' };
  const perDay = consumed / windowDays;
  const days = Math.ceil(available / perDay);
  return { kind: 'date', date: addDays(today, days), days, perDay };
}
