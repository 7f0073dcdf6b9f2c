import type { RiskChange } from '../../../src/contract/constants/notifications.ts';
import type { RiskEntry } from '../../../src/contract/relationship-risks.ts';
import { riskFingerprint } from '../../relationships/risk-fingerprint.ts';
import type { RiskScreeningRow, ScreeningState } from '../../repositories/risk-screenings.ts';

/**
 * The re-screening's rule for one entity, pure: from what the organization was last told (the previous rows), what the
 * lists say now, what the analyst saw when a graph was built and what they decided, the rows to write and the changes
 * to announce. Exactly one announcement per change, none when nothing changed — so a second run, or the same file
 * imported twice, announces nothing.
 */

export interface ScreeningDecision {
  decision: 'CONFIRMED' | 'DISMISSED';
  fingerprint: string;
}

export interface ScreeningInput {
  previous: readonly RiskScreeningRow[];
  current: readonly RiskEntry[];
  /** Fingerprints by risk id of the hits the graph showed when it was built: already seen, not news. */
  seen: ReadonlyMap<string, string>;
  /** The newest decision on each hit, by risk id. */
  decisions: ReadonlyMap<string, ScreeningDecision>;
  /** 'YYYY-MM-DD' in Brasília. */
  today: string;
}

export interface ScreeningStep {
  riskId: string;
  risk: RiskEntry;
  fingerprint: string;
  state: ScreeningState;
  before: ScreeningState | null;
  list: string | null;
  /** What to announce; null: the row is written silently (first sight of a known or ended hit, new evidence). */
  change: RiskChange | null;
  /** A change the analyst's dismissal of this very evidence keeps quiet (recorded, audited, not notified). */
  silenced: boolean;
}

/** The day a flag stops holding: a PEP's grace end, a sanction's end date; null while it holds with no end. */
export function riskEndDate(risk: RiskEntry): string | null {
  if (risk.kind === 'PEPOccurence') return risk.graceEndDate;
  if (risk.kind === 'wasPreviouslySanctioned') return risk.endDate;
  return null;
}

/** Ended on `today` when its end is a past day (year 9999 — open — never is), as the graph's evidence sheet says. */
export const riskEnded = (risk: RiskEntry, today: string): boolean => {
  const end = riskEndDate(risk);
  return end !== null && end < today;
};

/** The list of an official flag (its evidence); null for a flag without one (the demo world's). */
export const riskList = (risk: RiskEntry): string | null =>
  risk.kind === 'Protesto' ? null : (risk.evidence?.list ?? null);

/** The transition from `before` to `state`, or null for none worth announcing. */
function changeOf(
  before: RiskScreeningRow | undefined,
  state: ScreeningState,
  fingerprint: string,
  input: ScreeningInput,
  riskId: string,
): RiskChange | null {
  if (!before) {
    if (input.seen.get(riskId) === fingerprint) return null;
    return state === 'ACTIVE' ? 'NEW' : null;
  }
  if (before.state === 'ACTIVE' && state !== 'ACTIVE') return 'ENDED';
  if (before.state !== 'ACTIVE' && state === 'ACTIVE') return 'NEW';
  if (before.state === 'ACTIVE' && state === 'ACTIVE' && before.evidence_fingerprint !== fingerprint) {
    // A hit dismissed on the evidence it had returns when that evidence changes.
    const decision = input.decisions.get(riskId);
    return decision?.decision === 'DISMISSED' && decision.fingerprint === before.evidence_fingerprint ? 'NEW' : null;
  }
  return null;
}

function step(
  input: ScreeningInput,
  before: RiskScreeningRow | undefined,
  risk: RiskEntry,
  fingerprint: string,
  state: ScreeningState,
): ScreeningStep | null {
  if (before && before.state === state && before.evidence_fingerprint === fingerprint) return null;
  const change = changeOf(before, state, fingerprint, input, risk.id);
  const decision = input.decisions.get(risk.id);
  return {
    riskId: risk.id,
    risk,
    fingerprint,
    state,
    before: before?.state ?? null,
    list: riskList(risk) ?? before?.list ?? null,
    change,
    silenced: change !== null && decision?.decision === 'DISMISSED' && decision.fingerprint === fingerprint,
  };
}

export function screeningSteps(input: ScreeningInput): ScreeningStep[] {
  const previous = new Map(input.previous.map((row) => [row.risk_id, row]));
  const steps: ScreeningStep[] = [];
  const found = new Set<string>();
  for (const risk of input.current) {
    found.add(risk.id);
    const fingerprint = riskFingerprint(risk);
    const next = step(
      input,
      previous.get(risk.id),
      risk,
      fingerprint,
      riskEnded(risk, input.today) ? 'ENDED' : 'ACTIVE',
    );
    if (next) steps.push(next);
  }
  // A hit the lists no longer carry: the record was withdrawn. Only an official one announces it (a demo flag is
  // not on any list, so switching WATCHLISTS on never reads as every demo flag ending).
  for (const row of input.previous) {
    if (found.has(row.risk_id) || row.state === 'REMOVED') continue;
    const removed = step(input, row, row.risk, row.evidence_fingerprint, 'REMOVED');
    if (removed) steps.push(row.list === null ? { ...removed, change: null, silenced: false } : removed);
  }
  return steps;
}
