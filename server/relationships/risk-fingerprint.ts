import { createHash } from 'node:crypto';
import type { RiskEntry } from '../../src/contract/relationship-risks.ts';

/**
 * Fields left out of a hit's fingerprint: the decision fields the view adds, and when our copy of the list was
 * downloaded or published — a daily re-import of the same record is not new evidence, so it must not undo a decision.
 */
const OUTSIDE_ENTRY = new Set(['decision', 'outdatedDecision']);
const OUTSIDE_EVIDENCE = new Set(['fetchedAt', 'publishedOn']);

/** JSON with keys sorted at every level: the same entry gives the same text whatever order its source wrote. */
function canonical(value: unknown, skip: ReadonlySet<string> = new Set()): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item)).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key, item]) => item !== undefined && !skip.has(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([key, item]) => `${JSON.stringify(key)}:${canonical(item, key === 'evidence' ? OUTSIDE_EVIDENCE : undefined)}`,
    );
  return `{${entries.join(',')}}`;
}

/**
 * The evidence fingerprint of a hit (migration 0026): sha256 of the risk entry's content — kind, list, record id,
 * body, type, dates, legal basis, source link, match basis and confidence. A decision holds while it is the same.
 */
export function riskFingerprint(risk: RiskEntry): string {
  return createHash('sha256').update(canonical(risk, OUTSIDE_ENTRY)).digest('hex');
}
