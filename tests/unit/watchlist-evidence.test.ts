import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { RiskEntry, type SanctionRisk } from '../../src/contract/relationship-risks';
import { riskEvidence } from '../../src/features/relationships/risk-evidence';

const official: SanctionRisk = {
  kind: 'wasPreviouslySanctioned',
  id: 'CEIS:316136',
  source: 'CEIS',
  reason: 'Lei nº 8.443/1992, art. 46',
  sanctionType: 'Declaração de inidoneidade',
  organ: 'TRIBUNAL DE CONTAS DA UNIÃO (DF)',
  startDate: '2024-09-02',
  endDate: '2025-09-01',
  evidence: {
    list: 'CEIS',
    recordId: '316136',
    sanctioningBody: 'TRIBUNAL DE CONTAS DA UNIÃO (DF)',
    type: 'Declaração de inidoneidade',
    startDate: '2024-09-02',
    endDate: '2025-09-01',
    legalBasis: 'Lei nº 8.443/1992, art. 46',
    sourceLink: 'https://portaldatransparencia.gov.br/download-de-dados/ceis/20261126',
    fetchedAt: '2026-11-26T12:00:00.000Z',
    publishedOn: '2026-11-26',
    listedName: 'MARCOS VINÍCIUS TAVARES',
    match: { basis: 'CPF_DIGITS_AND_NAME', confidence: 90 },
  },
};

describe('an official list flag on the evidence sheet', () => {
  it('the contract accepts the evidence, and the demo shape without it', () => {
    expect(Value.Check(RiskEntry, official)).toBe(true);
    const { evidence: _evidence, ...demo } = official;
    expect(Value.Check(RiskEntry, demo)).toBe(true);
    expect(
      Value.Check(RiskEntry, { ...official, evidence: { ...official.evidence, match: { basis: 'X', confidence: 1 } } }),
    ).toBe(false);
  });

  it('shows the record, the name on the list, the match with its confidence, the legal basis and the dates of the copy', () => {
    const evidence = riskEvidence(official, new Date('2026-11-27T12:00:00Z'));
    expect(evidence.ended).toBe('Encerrada em 01/09/2025');
    expect(evidence.partialMatch).toBe('Correspondência parcial (90%)');
    expect(evidence.link).toBe('https://portaldatransparencia.gov.br/download-de-dados/ceis/20261126');
    expect(evidence.fields).toEqual(
      expect.arrayContaining([
        { label: 'Registro na lista', value: 'CEIS nº 316136' },
        { label: 'Nome na lista', value: 'MARCOS VINÍCIUS TAVARES' },
        { label: 'Correspondência', value: 'Dígitos visíveis do CPF e nome idênticos (confiança 90%)' },
        { label: 'Fundamentação legal', value: 'Lei nº 8.443/1992, art. 46' },
        { label: 'Publicação da lista', value: '26/11/2026' },
        { label: 'Lista obtida em', value: expect.stringMatching(/^26\/11\/2026/) },
      ]),
    );
  });

  it('an exact match is no partial one, and a non-http link is never a link', () => {
    const exact = riskEvidence(
      {
        ...official,
        endDate: '9999-12-31',
        evidence: {
          ...official.evidence!,
          sourceLink: 'javascript:alert(1)',
          match: { basis: 'DOCUMENT', confidence: 100 },
        },
      },
      new Date('2026-11-27T12:00:00Z'),
    );
    expect(exact).toMatchObject({ ended: null, partialMatch: null, link: null });
  });
});
