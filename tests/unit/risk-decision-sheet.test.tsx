import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RiskEntry } from '../../src/contract/relationship-risks';
import type { RelationshipEntity } from '../../src/contract/relationships';
import { ApiError } from '../../src/lib/api-error';
import { decisionSummary, riskDecisionCell } from '../../src/features/relationships/risk-decision';
import { renderWithProviders } from './support/render';

// The API layer only; the sheet, its mutation and the query cache are the real ones.
const calls: unknown[][] = [];
let answer: () => Promise<unknown> = async () => ({});
vi.mock('../../src/lib/http', () => ({
  apiRequest: (...args: unknown[]) => {
    calls.push(args);
    return answer();
  },
}));
const { EvidenceSheet } = await import('../../src/features/relationships/components/evidence-sheet');

afterEach(cleanup);
beforeEach(() => {
  calls.length = 0;
});

const DECIDED_AT = '2026-11-27T11:10:00Z';
const BY = { name: 'Bruno Souza', email: 'bruno@moraes.test' };
const SANCTION: RiskEntry = {
  kind: 'wasPreviouslySanctioned',
  id: 'CEIS:1',
  source: 'CEIS',
  reason: 'Fraude',
  sanctionType: 'Impedimento',
  organ: 'CGU',
  startDate: '2020-01-01',
  endDate: '9999-12-31',
};
const PEP: RiskEntry = {
  kind: 'PEPOccurence',
  id: 'PEP:2',
  position: 'Prefeito',
  organ: 'Prefeitura',
  startDate: '2021-01-01',
  endDate: '9999-12-31',
  graceEndDate: null,
  source: 'CGU',
};

function person(risks: RiskEntry[]): RelationshipEntity {
  return {
    id: 'F58120473600',
    kind: 'PERSON',
    name: 'Marcos Vinícius Tavares',
    documentNumber: '581.204.736-00',
    documentType: 'CPF',
    masked: false,
    level: 1,
    risks,
    hasAnalysis: true,
    analysisDate: '2026-11-20T13:00:00Z',
    lookupFailed: false,
    qsaCount: 0,
    relationsCount: 0,
    qsaLoaded: true,
    relationsLoaded: true,
  };
}

const renderSheet = (risks: RiskEntry[], canDecide = true) =>
  renderWithProviders(
    <EvidenceSheet
      entity={person(risks)}
      kind="wasPreviouslySanctioned"
      onClose={() => undefined}
      fullScreen={false}
      scope={{ orgId: 590, holderId: 3 }}
      analysisId={77}
      canDecide={canDecide}
    />,
  );

describe('evidence sheet: decisions on hits', { timeout: 30_000 }, () => {
  it('"Descartar" asks for a reason (required), then sends the decision for that hit', async () => {
    answer = async () => ({
      register: {
        entityId: 'F58120473600',
        riskId: 'CEIS:1',
        decision: { decision: 'DISMISSED', reason: 'Homônimo', decidedBy: BY, decidedAt: DECIDED_AT },
      },
    });
    renderSheet([SANCTION, PEP]);
    const sanction = screen.getAllByTestId('risk-decision')[0]!;
    fireEvent.click(within(sanction).getByRole('button', { name: 'Descartar' }));
    fireEvent.click(within(sanction).getByRole('button', { name: 'Descartar risco' }));
    expect(await within(sanction).findByText('Informe o motivo.')).toBeVisible();
    expect(calls).toHaveLength(0);
    fireEvent.change(within(sanction).getByRole('textbox', { name: /Motivo/ }), { target: { value: '  Homônimo  ' } });
    fireEvent.click(within(sanction).getByRole('button', { name: 'Descartar risco' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.[0]).toBe(
      '/v1/business-relationships/organizations/590/holder/3/userPlanConsumeBusinessRelationshipsSummary/77/risk-decisions',
    );
    expect(calls[0]?.[1]).toMatchObject({
      method: 'PUT',
      body: { entityId: 'F58120473600', riskId: 'CEIS:1', decision: 'DISMISSED', reason: 'Homônimo' },
    });
    // The form closes once recorded.
    await waitFor(() => expect(within(sanction).queryByRole('textbox')).toBeNull());
  });

  it("shows the API's refusal beside that hit's form", async () => {
    answer = () => Promise.reject(new ApiError(404, 'Este risco não consta desta entidade nesta análise.'));
    renderSheet([SANCTION, PEP]);
    const pep = screen.getAllByTestId('risk-decision')[1]!;
    fireEvent.click(within(pep).getByRole('button', { name: 'Confirmar' }));
    fireEvent.change(within(pep).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'Mesmo CPF' } });
    fireEvent.click(within(pep).getByRole('button', { name: 'Confirmar risco' }));
    expect(await within(pep).findByRole('alert')).toHaveTextContent(
      'Este risco não consta desta entidade nesta análise.',
    );
    expect(within(screen.getAllByTestId('risk-decision')[0]!).queryByRole('alert')).toBeNull();
  });

  it('a decided hit shows its badge, reason, who and when; a dismissed one is dimmed, not hidden', () => {
    const dismissed = {
      ...SANCTION,
      decision: { decision: 'DISMISSED', reason: 'Homônimo', decidedBy: BY, decidedAt: DECIDED_AT },
    } as RiskEntry;
    renderSheet([dismissed, PEP]);
    const [first] = screen.getAllByTestId('risk-decision');
    expect(within(first!).getByText('Descartado')).toBeVisible();
    expect(first).toHaveTextContent(/Descartado por Bruno Souza em 27\/11\/2026 \d\d:\d\d: Homônimo/);
    expect(document.querySelector('[data-dismissed]')).toHaveStyle({ borderStyle: 'dashed' });
    // Already dismissed: only the other way is offered.
    expect(within(first!).queryByRole('button', { name: 'Descartar' })).toBeNull();
    expect(within(first!).getByRole('button', { name: 'Confirmar' })).toBeVisible();
  });

  it('an outdated decision asks for a review and the hit is undecided again', () => {
    const outdated = {
      ...SANCTION,
      outdatedDecision: { decision: 'DISMISSED', reason: 'Homônimo', decidedBy: BY, decidedAt: DECIDED_AT },
    } as RiskEntry;
    renderSheet([outdated]);
    expect(screen.getByTestId('decision-outdated')).toHaveTextContent(
      /^A evidência mudou desde a decisão de Bruno Souza em 27\/11\/2026 \d\d:\d\d \(descartado\) — revise\.$/,
    );
    expect(screen.queryByText('Descartado')).toBeNull();
    expect(document.querySelector('[data-dismissed]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeVisible();
  });

  it('a profile that may not decide (LAWYER) or offline sees the decision but no buttons', () => {
    const confirmed = {
      ...SANCTION,
      decision: { decision: 'CONFIRMED', reason: 'Mesmo CNPJ', decidedBy: BY, decidedAt: DECIDED_AT },
    } as RiskEntry;
    renderSheet([confirmed, PEP], false);
    expect(screen.getByText('Confirmado')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Descartar' })).toBeNull();
  });

  it('the exports and the table say each decision', () => {
    const confirmed = {
      ...SANCTION,
      decision: { decision: 'CONFIRMED', reason: 'Mesmo CNPJ', decidedBy: null, decidedAt: DECIDED_AT },
    } as RiskEntry;
    const outdated = {
      ...PEP,
      outdatedDecision: { decision: 'DISMISSED', reason: 'Homônimo', decidedBy: BY, decidedAt: DECIDED_AT },
    } as RiskEntry;
    expect(riskDecisionCell(confirmed)).toMatch(/^Confirmado por usuário removido em 27\/11\/2026 .*: Mesmo CNPJ$/);
    expect(riskDecisionCell(outdated)).toMatch(/^Evidência mudou desde: Descartado por Bruno Souza/);
    expect(riskDecisionCell(PEP)).toBe('');
    expect(decisionSummary([confirmed, outdated, SANCTION])).toBe('1 confirmado · 1 a revisar');
  });
});
