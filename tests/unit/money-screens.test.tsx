import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../src/app/layout/offline-banner';
import { BillList } from '../../src/features/billing/components/bill-list';
import { ExtractList } from '../../src/features/billing/components/extract-list';
import { EMPTY_EXTRACT_STATE } from '../../src/features/billing/extract-params';
import { metricQueryOptions } from '../../src/features/consumption/api/get-metric';
import { ConsumptionTable } from '../../src/features/consumption/components/consumption-table';
import { configureHttp } from '../../src/lib/http-settings';
import { resetReachabilityProbe } from '../../src/lib/http/server-reachability';
import { markServerAnswered, markServerUnreachable } from '../../src/lib/network';
import { renderWithProviders } from './support/render';
import { apiJson } from './support/api-response';

/** Issue 30, item 3: what the money screens say. */
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => apiJson(body, status);
const scope = { orgId: 590, holderId: 1 };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  configureHttp({ baseUrl: 'http://api.test', getToken: async () => 'token-123' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  markServerAnswered();
  resetReachabilityProbe();
});

describe('money screens (issue 30)', () => {
  it('a failed extract says it failed and why, never "Nenhum consumo encontrado"', async () => {
    const reason = 'O período pode ter no máximo 366 dias.';
    fetchMock.mockResolvedValue(json(400, { statusCode: 400, error: 'Bad Request', message: reason }));
    renderWithProviders(<ExtractList scope={scope} state={EMPTY_EXTRACT_STATE} onPageChange={() => {}} />);
    const empty = await screen.findByTestId('extract-empty', {}, { timeout: 3000 });
    await vi.waitFor(() => expect(empty).toHaveTextContent('Não foi possível carregar o extrato.'));
    expect(empty).toHaveTextContent(reason);
    expect(empty).not.toHaveTextContent('Nenhum consumo encontrado');
  });

  it('the bill list gives each bill its due date and its month in words', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        result: [
          {
            id: 9,
            competenceMonth: '2026-10',
            createdAt: '2026-11-01T03:05:00.000Z',
            dueDate: '2026-11-10',
            total: 12345,
            nfseNumber: '000000009',
          },
        ],
        total: 1,
      }),
    );
    renderWithProviders(<BillList scope={scope} page={1} onPageChange={() => {}} hrefFor={(id) => `/faturas/${id}`} />);
    const row = await screen.findByTestId('bill-row');
    expect(row).toHaveTextContent('Competência: outubro de 2026');
    expect(row).toHaveTextContent('Vence em 10/11/2026');
  });

  it('Consumo is kept on the device for offline reading, and its table names months in words', () => {
    expect(metricQueryOptions(scope, 2026).meta?.persist).toBe('consumption.metric');
    const rows = [{ period: '2026-10', label: '10/2026', total: 2, amount: 500, active: 0, byType: [] }];
    renderWithProviders(<ConsumptionTable rows={rows as never} visible />);
    expect(screen.getByRole('table')).toHaveTextContent('outubro de 2026');
    expect(screen.getByRole('table')).not.toHaveTextContent('10/2026');
  });

  it('the offline banner does not claim saved data that a screen may not have', () => {
    markServerUnreachable();
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByTestId('offline-banner')).not.toHaveTextContent('mostrando dados salvos');
  });
});

describe('paid confirmations (issue 30)', () => {
  it('state the price in R$ beside the units', async () => {
    const { consumptionSentence } = await import('../../src/lib/plan-consumption');
    expect(consumptionSentence('Monitoria', { available: 15, limitEnd: 100 })).toMatch(
      /^Isto consome 1 unidade do plano Monitoria \(R\$\s9,90\)\. Restam 15 de 100\.$/,
    );
    expect(consumptionSentence('AnalisePremium', null)).toMatch(/\(R\$\s79,90\)\.$/);
  });
});

describe("the open month's projected bill (issue 30)", () => {
  it("carries the pace of the days so far to the month's end, in centavos", async () => {
    const { projectOpenMonth } = await import('../../src/features/consumption/projected-bill');
    const rows = [{ period: '2026-11', label: '11/2026', total: 10, amount: 26_000, active: 0, byType: [] }];
    expect(projectOpenMonth(rows as never, '2026-11-26')).toEqual({
      month: '2026-11',
      soFar: 26_000,
      projected: 30_000,
    });
    expect(projectOpenMonth(rows as never, '2026-11-30')?.projected).toBe(26_000);
    expect(projectOpenMonth(rows as never, '2026-12-01')).toBeNull();
  });

  it('is shown on Consumo in R$', async () => {
    const { ProjectedBillCard } = await import('../../src/features/consumption/components/projected-bill-card');
    renderWithProviders(<ProjectedBillCard projection={{ month: '2026-11', soFar: 26_000, projected: 30_000 }} />);
    expect(screen.getByTestId('projected-bill')).toHaveTextContent(/Fatura prevista de novembro de 2026/);
    expect(screen.getByTestId('projected-bill')).toHaveTextContent(/R\$\s300,00/);
  });
});
