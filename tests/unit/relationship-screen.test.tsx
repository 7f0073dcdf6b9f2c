import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  QsaRelation,
  RelationshipAnalysis,
  RelationshipEntity,
  RelationshipGraph,
} from '../../src/contract/relationships';
import type { RiskEntry } from '../../src/contract/relationship-risks';
import { ApiError } from '../../src/lib/api-error';
import { renderWithProviders } from './support/render';

// The API layer only: the screen, its hooks and the query cache are the real ones. A plain function, not vi.fn():
// the spy's bookkeeping of a rejected promise surfaced as an unhandled rejection.
const calls: unknown[][] = [];
let answer: () => Promise<unknown> = async () => ({});
vi.mock('../../src/lib/http', () => ({
  apiRequest: (...args: unknown[]) => {
    calls.push(args);
    return answer();
  },
}));
const { RelationshipExplorer } = await import('../../src/features/relationships/components/relationship-explorer');

// Mantine's segmented control measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(cleanup);
beforeEach(() => {
  calls.length = 0;
});

const SANCTION: RiskEntry = {
  kind: 'wasPreviouslySanctioned',
  id: 's1',
  source: 'CEIS',
  reason: 'Fraude',
  sanctionType: 'Impedimento',
  organ: 'CGU',
  startDate: '2020-01-01',
  endDate: '9999-12-31',
};

function entity(id: string, name: string, level: number, risks: RiskEntry[] | null = []): RelationshipEntity {
  const person = id.startsWith('F');
  return {
    id,
    kind: person ? 'PERSON' : 'COMPANY',
    name,
    documentNumber: id.slice(1),
    documentType: person ? 'CPF' : 'CNPJ',
    masked: false,
    level,
    risks,
    hasAnalysis: risks !== null,
    analysisDate: '2026-11-20T13:00:00Z',
    lookupFailed: risks === null,
    qsaCount: 0,
    relationsCount: 0,
    qsaLoaded: true,
    relationsLoaded: true,
  };
}
function relation(companyId: string, relationshipId: string): QsaRelation {
  return {
    relationId: `${companyId}>${relationshipId}`,
    qsaId: 1,
    companyId,
    relationshipId,
    relationshipType: 'SOCIO',
    relationshipName: 'Sócio',
    name: relationshipId,
    documentNumber: relationshipId.slice(1),
    documentType: 'CPF',
    qualificationLevel: 1,
    qualificationType: 49,
    qualificationName: 'Sócio-Administrador',
    active: true,
    startDate: '2019-03-12',
    endDate: '9999-12-31',
    relations: [],
    risks: [],
    hasAnalysis: true,
    analysisDate: null,
  };
}
const ANALYSIS = {
  id: 77,
  consumeUniqueId: 5,
  planId: 9,
  status: 'DONE',
  error: null,
  documentNumber: '12ABC34501DE35',
  documentType: 'CNPJ',
  documentInfo: 'Alfa',
  rootId: 'J12ABC34501DE35',
  createdAt: '2026-11-20T12:00:00Z',
  finishedAt: '2026-11-20T13:00:00Z',
  protestsIncluded: false,
} as RelationshipAnalysis;
// Alfa ← Sérgio (failed lookup, a person), Ômega (failed lookup, a company), Marcos (sanctioned), Helena (clean).
const ANSWER: RelationshipGraph = {
  analysis: ANALYSIS,
  entities: [
    entity('J12ABC34501DE35', 'Alfa', 0),
    entity('F66401928300', 'Sérgio Antunes Barros', 1, null),
    entity('J19087452000100', 'Ômega Fomento', 1, null),
    entity('F58120473600', 'Marcos Vinícius Tavares', 1, [SANCTION]),
    entity('F39053344700', 'Helena Duarte Campos', 1),
  ],
  relations: [
    relation('J12ABC34501DE35', 'F66401928300'),
    relation('J12ABC34501DE35', 'J19087452000100'),
    relation('J12ABC34501DE35', 'F58120473600'),
    relation('J12ABC34501DE35', 'F39053344700'),
  ],
};
const SCOPE = { orgId: 590, holderId: 3 };

function renderTable(onlyFlagged = false) {
  return renderWithProviders(
    <RelationshipExplorer
      scope={SCOPE}
      answer={ANSWER}
      view={{ mode: 'tabela', onlyFlagged, onlyActive: false, maxDepth: 0 }}
      onViewChange={() => undefined}
      narrow={false}
      canAct
      dataTime="dados de 20/11/2026 10:00"
      organizationName="Moraes & Associados"
      personName="Ana Moraes"
    />,
  );
}
const rowOf = (name: string) =>
  screen.getAllByTestId('relationship-row').find((row) => row.textContent?.includes(name)) as HTMLElement;

// The first render loads Mantine in jsdom: seconds on a busy machine.
describe('relationships screen: failed lookups', { timeout: 30_000 }, () => {
  it('retries a person through the call for people, and a company through the company call', async () => {
    answer = async () => ({ register: { entityId: 'F66401928300', entities: [], relations: [] } });
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente: Sérgio Antunes Barros' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.[0]).toBe('/v2/analytics/relationshipsParents/77');
    expect(calls[0]?.[1]).toMatchObject({
      method: 'POST',
      query: { retry: true },
      body: { documentType: 'CPF', entityId: 'F66401928300', planId: 9 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente: Ômega Fomento' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.[0]).toBe('/v2/analytics/organizationQSARelations/77');
  });

  it("shows a failed retry's error beside that entity's button, not at the top of the page", async () => {
    answer = () => Promise.reject(new ApiError(409, 'A consulta desta entidade não falhou.'));
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente: Sérgio Antunes Barros' }));
    await waitFor(() =>
      expect(within(rowOf('Sérgio Antunes Barros')).getByRole('alert')).toHaveTextContent(
        'A consulta desta entidade não falhou.',
      ),
    );
    expect(within(rowOf('Ômega Fomento')).queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('counts failed lookups next to "com risco"', () => {
    renderTable();
    expect(screen.getByText(/^5 entidades, 1 com risco/)).toHaveTextContent(
      '5 entidades, 1 com risco, 2 com consulta falha',
    );
  });

  it('"Só com risco" keeps the entities whose lookup failed (unknown is not clean)', () => {
    renderTable(true);
    const names = screen
      .getAllByTestId('relationship-row')
      .map((row) => row.querySelector('th')?.firstChild?.textContent);
    expect(names).toEqual(
      expect.arrayContaining(['Alfa', 'Marcos Vinícius Tavares', 'Sérgio Antunes Barros', 'Ômega Fomento']),
    );
    expect(names).not.toContain('Helena Duarte Campos');
  });
});
