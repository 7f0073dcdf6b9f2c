import { describe, expect, it } from 'vitest';
import type { SanctionRisk } from '../../src/contract/relationship-risks.ts';
import { riskFingerprint } from '../../server/relationships/risk-fingerprint.ts';

const SANCTION: SanctionRisk = {
  kind: 'wasPreviouslySanctioned',
  id: 'CEIS:123',
  source: 'CEIS',
  reason: 'Inidoneidade',
  sanctionType: 'Declaração de inidoneidade',
  organ: 'CGU',
  startDate: '2024-01-10',
  endDate: '2029-01-10',
  evidence: {
    list: 'CEIS',
    recordId: '123',
    sanctioningBody: 'CGU',
    type: 'Inidoneidade',
    startDate: '2024-01-10',
    endDate: '2029-01-10',
    legalBasis: 'Lei 8.666/1993, art. 87, IV',
    sourceLink: 'https://example.test/ceis/123',
    fetchedAt: '2026-11-20T10:30:00.000Z',
    publishedOn: '2026-11-19',
    listedName: 'EMPRESA ALFA LTDA',
    match: { basis: 'DOCUMENT', confidence: 100 },
  },
};

describe('riskFingerprint (the evidence a decision on a hit was made on)', () => {
  it('is stable: same entry, keys in another order, a new download of the same record, a decision attached', () => {
    const fingerprint = riskFingerprint(SANCTION);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const reordered = Object.fromEntries(Object.entries(SANCTION).reverse()) as SanctionRisk;
    expect(riskFingerprint(reordered)).toBe(fingerprint);
    const refetched = {
      ...SANCTION,
      evidence: { ...SANCTION.evidence!, fetchedAt: '2026-11-27T10:30:00.000Z', publishedOn: '2026-11-26' },
    };
    expect(riskFingerprint(refetched)).toBe(fingerprint);
    const decided: SanctionRisk = {
      ...SANCTION,
      decision: { decision: 'DISMISSED', reason: 'Homônimo', decidedBy: null, decidedAt: '2026-11-27T08:00:00.000Z' },
    };
    expect(riskFingerprint(decided)).toBe(fingerprint);
  });

  it('changes when the evidence changes: dates, body, legal basis, record, match', () => {
    const fingerprint = riskFingerprint(SANCTION);
    const changes: SanctionRisk[] = [
      { ...SANCTION, endDate: '2030-01-10' },
      { ...SANCTION, evidence: { ...SANCTION.evidence!, endDate: '2030-01-10' } },
      { ...SANCTION, evidence: { ...SANCTION.evidence!, sanctioningBody: 'TCU' } },
      { ...SANCTION, evidence: { ...SANCTION.evidence!, legalBasis: null } },
      { ...SANCTION, evidence: { ...SANCTION.evidence!, recordId: '124' } },
      { ...SANCTION, evidence: { ...SANCTION.evidence!, match: { basis: 'NAME_ONLY', confidence: 40 } } },
      { ...SANCTION, sanctionType: 'Suspensão' },
    ];
    const seen = new Set(changes.map(riskFingerprint));
    expect(seen.has(fingerprint)).toBe(false);
    expect(seen.size).toBe(changes.length);
  });
});
