import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TcuCertificate } from '../../src/contract/tcu-certificates';
import { ApiError } from '../../src/lib/api-error';
import { OFFLINE_ACTION_REASON } from '../../src/lib/network';
import { renderWithProviders } from './support/render';

// The API layer only; the panel, its query, its mutation and the cache are the real ones.
const calls: unknown[][] = [];
let answers: Record<string, () => Promise<unknown>> = {};
vi.mock('../../src/lib/http', () => ({
  apiRequest: (...args: unknown[]) => {
    calls.push(args);
    const method = (args[1] as { method?: string } | undefined)?.method ?? 'GET';
    return (answers[method] ?? (async () => ({ register: null })))();
  },
}));
const { TcuCertificatePanel } = await import('../../src/features/relationships/components/tcu-certificate-panel');

const S = '/v1/business-relationships/organizations/590/holder/3/userPlanConsumeBusinessRelationshipsSummary/77';
const CERTIFICATE: TcuCertificate = {
  id: 12,
  cnpj: '27451893000148',
  companyName: 'DUARTE CAMPOS PARTICIPACOES LTDA',
  source: 'TCU',
  issuedAt: '2026-09-29T12:00:00.000Z',
  controlCode: 'EXEMPLO0000000000',
  fetchedAt: '2026-09-29T12:00:01.000Z',
  registries: [
    { registry: 'Licitantes Inidôneos', issuer: 'TCU', listed: false, note: null },
    { registry: 'CNIA', issuer: 'CNJ', listed: false, note: null },
    { registry: 'CEIS', issuer: 'Portal da Transparência', listed: true, note: 'Impedimento até 14/05/2027' },
    { registry: 'CNEP', issuer: 'Portal da Transparência', listed: false, note: null },
  ],
  pdf: { sha256: 'a'.repeat(64), size: 1200 },
};

const renderPanel = (canIssue = true) =>
  renderWithProviders(
    <TcuCertificatePanel
      target={{ scope: { orgId: 590, holderId: 3 }, analysisId: 77, entityId: 'J27451893000148' }}
      canIssue={canIssue}
    />,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => {
  calls.length = 0;
  answers = {};
});

describe('TCU certificate on the registry sheet', { timeout: 30_000 }, () => {
  it('"Emitir certidão do TCU" asks for it and shows each registry, the issue time and control code, and "Baixar PDF"', async () => {
    answers.POST = async () => ({ register: CERTIFICATE });
    renderPanel();
    expect(await screen.findByText('Nenhuma certidão emitida para esta empresa ainda.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Emitir certidão do TCU' }));
    const result = await screen.findByTestId('tcu-certificate');
    expect(calls.at(-1)?.[0]).toBe(`${S}/tcu-certificate/J27451893000148`);
    expect(calls.at(-1)?.[1]).toMatchObject({ method: 'POST' });
    const ceis = result.querySelector('[data-registry="CEIS"]') as HTMLElement;
    expect(within(ceis).getByText('Constam registros')).toBeVisible();
    expect(ceis).toHaveTextContent('Impedimento até 14/05/2027');
    expect(
      within(result.querySelector('[data-registry="CNIA"]') as HTMLElement).getByText('Nada consta'),
    ).toBeVisible();
    expect(screen.getByTestId('tcu-certificate-issued')).toHaveTextContent(
      /^Emitida em 29\/09\/2026 09:00 · código de controle EXEMPLO0000000000$/,
    );
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeEnabled();
  });

  it("shows the API's Portuguese refusal (the TCU's firewall → 503)", async () => {
    const message = 'Certidão consolidada do TCU indisponível no momento (bloqueio ou manutenção do serviço).';
    answers.POST = () => Promise.reject(new ApiError(503, message));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir certidão do TCU' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('a LAWYER reads the kept certificate but has no button to issue one', async () => {
    answers.GET = async () => ({ register: CERTIFICATE });
    renderPanel(false);
    expect(await screen.findByTestId('tcu-certificate')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Emitir certidão do TCU' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
  });

  it('offline: the button is disabled with the usual offline reason', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPanel();
    const button = screen.getByRole('button', { name: 'Emitir certidão do TCU' });
    expect(button).toBeDisabled();
    expect(button.closest('[data-offline-reason]')).toHaveAttribute('data-offline-reason', OFFLINE_ACTION_REASON);
    await waitFor(() => expect(calls.filter((call) => (call[1] as { method?: string }).method === 'POST')).toEqual([]));
  });
});
