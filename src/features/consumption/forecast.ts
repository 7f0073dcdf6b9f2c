/**
 * Plan balance alerts and the run-out forecast (alerts at 70/80/90 % of the plan, as RESEARCH.md advises). Pure: the Consumo page
 * passes the balances and what was consumed recently, and shows what comes back.
 */

import { BALANCE_ALERT_PERCENTS } from '../../contract/constants/billing';

/** Highest first, so the first one reached is the level. */
const ALERT_THRESHOLDS = [...BALANCE_ALERT_PERCENTS].sort((a, b) => b - a);
export type AlertLevel = (typeof BALANCE_ALERT_PERCENTS)[number] | 0;

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

type RunOutForecast =
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

/** What a month of the metric holds for one plan type (rows of GET …/metric?year). */
interface MonthUsage {
  /** 'YYYY-MM' */
  period: string;
  byType: readonly { typePlan: string; total: number }[];
}

/**
 * The window the pace is measured on: the previous month whole and the current month up to today, so a forecast on
 * the 2nd of a month does not rest on two days. Months missing from `months` count as nothing consumed.
 */
export function paceWindow(
  months: readonly MonthUsage[],
  typePlan: string,
  today: string,
): { consumed: number; windowDays: number } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1));
  const previousPeriod = previous.toISOString().slice(0, 7);
  const daysInPrevious = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const units = (period: string) =>
    months.find((m) => m.period === period)?.byType.find((t) => t.typePlan === typePlan)?.total ?? 0;
  return { consumed: units(previousPeriod) + units(today.slice(0, 7)), windowDays: daysInPrevious + day };
}
