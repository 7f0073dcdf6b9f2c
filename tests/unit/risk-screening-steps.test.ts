import { describe, expect, it } from 'vitest';
import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import { riskFingerprint } from '../../server/relationships/risk-fingerprint.ts';
import type { RiskScreeningRow } from '../../server/repositories/risk-screenings.ts';
import { screeningSteps, type ScreeningInput } from '../../server/watchlists/rescreen/screening-steps.ts';

const sanction = (endDate: string, legalBasis = 'Lei nº 14.133/2021'): RiskEntry => ({
  kind: 'wasPreviouslySanctioned',
  id: 'CEIS:1',
  source: 'CEIS',
  reason: legalBasis,
  sanctionType: 'Impedimento',
  organ: 'Prefeitura',
  startDate: '2025-01-01',
  endDate,
  evidence: {
    list: 'CEIS',
    recordId: '1',
    sanctioningBody: 'Prefeitura',
    type: 'Impedimento',
    startDate: '2025-01-01',
    endDate,
    legalBasis,
    sourceLink: null,
    fetchedAt: '2026-11-26T12:00:00.000Z',
    publishedOn: '2026-11-26',
    listedName: 'X',
    match: { basis: 'DOCUMENT', confidence: 100 },
  },
});
const ACTIVE = sanction('2027-05-14');
const ENDED = sanction('2026-05-14');
const row = (risk: RiskEntry, state: RiskScreeningRow['state'], list: string | null = 'CEIS'): RiskScreeningRow => ({
  entity_id: 'J1',
  risk_id: risk.id,
  state,
  evidence_fingerprint: riskFingerprint(risk),
  list,
  risk,
});
const steps = (input: Partial<ScreeningInput>) =>
  screeningSteps({
    previous: [],
    current: [],
    seen: new Map(),
    decisions: new Map(),
    today: '2026-11-26',
    ...input,
  }).map((step) => [step.state, step.change, step.silenced]);
const dismissed = (risk: RiskEntry) =>
  new Map([[risk.id, { decision: 'DISMISSED' as const, fingerprint: riskFingerprint(risk) }]]);

describe('re-screening steps (server/watchlists/rescreen/screening-steps.ts)', () => {
  it('announces a first-seen current flag, not one the graph showed nor one already ended', () => {
    expect(steps({ current: [ACTIVE] })).toEqual([['ACTIVE', 'NEW', false]]);
    expect(steps({ current: [ACTIVE], seen: new Map([[ACTIVE.id, riskFingerprint(ACTIVE)]]) })).toEqual([
      ['ACTIVE', null, false],
    ]);
    expect(steps({ current: [ENDED] })).toEqual([['ENDED', null, false]]);
  });

  it('announces nothing when nothing changed, an end once, and a return', () => {
    expect(steps({ previous: [row(ACTIVE, 'ACTIVE')], current: [ACTIVE] })).toEqual([]);
    expect(steps({ previous: [row(ACTIVE, 'ACTIVE')], current: [ENDED] })).toEqual([['ENDED', 'ENDED', false]]);
    expect(steps({ previous: [row(ENDED, 'ENDED')], current: [ENDED] })).toEqual([]);
    expect(steps({ previous: [row(ENDED, 'ENDED')], current: [ACTIVE] })).toEqual([['ACTIVE', 'NEW', false]]);
    // Time alone ends it: the same evidence, past its end date today.
    expect(steps({ previous: [row(ACTIVE, 'ACTIVE')], current: [ACTIVE], today: '2027-06-01' })).toEqual([
      ['ENDED', 'ENDED', false],
    ]);
  });

  it('a withdrawn official record ends; a demo flag leaves quietly', () => {
    expect(steps({ previous: [row(ACTIVE, 'ACTIVE')] })).toEqual([['REMOVED', 'ENDED', false]]);
    expect(steps({ previous: [row(ACTIVE, 'ACTIVE', null)] })).toEqual([['REMOVED', null, false]]);
    expect(steps({ previous: [row(ACTIVE, 'REMOVED')] })).toEqual([]);
  });

  it('a dismissal keeps its evidence quiet, and lets changed evidence return', () => {
    expect(steps({ current: [ACTIVE], decisions: dismissed(ACTIVE) })).toEqual([['ACTIVE', 'NEW', true]]);
    expect(
      steps({
        previous: [row(ACTIVE, 'ACTIVE')],
        current: [ACTIVE],
        today: '2027-06-01',
        decisions: dismissed(ACTIVE),
      }),
    ).toEqual([['ENDED', 'ENDED', true]]);
    const changed = sanction('2027-05-14', 'Lei nº 8.666/1993');
    expect(steps({ previous: [row(ACTIVE, 'ACTIVE')], current: [changed], decisions: dismissed(ACTIVE) })).toEqual([
      ['ACTIVE', 'NEW', false],
    ]);
    // Changed evidence without a dismissal is recorded, not announced.
    expect(steps({ previous: [row(ACTIVE, 'ACTIVE')], current: [changed] })).toEqual([['ACTIVE', null, false]]);
  });
});
