import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyRegistryStatus as Status } from '../../src/contract/court-data';
import { CompanyRegistryStatus } from '../../src/features/court-data/components/company-registry-status';
import { renderWithProviders } from './support/render';

afterEach(cleanup);

const REAL: Status = {
  mode: 'minhareceita',
  host: 'minhareceita.exemplo.test',
  dataDate: '2026-10-12',
  lastSuccessAt: null,
  lastErrorAt: '2026-11-27T13:05:00.000Z',
  lastError: 'O cadastro de empresas (Minha Receita) limitou as consultas (HTTP 429) mesmo depois de esperar.',
  lastErrorStatus: 429,
  protestSource: 'NOT_CONFIGURED',
};

describe('"Cadastro de empresas (Receita Federal)" on "Fontes de dados"', () => {
  it('a real register: where it is asked, the data’s date, the last error in red with when, protests not configured', () => {
    renderWithProviders(<CompanyRegistryStatus status={REAL} />);
    const card = screen.getByTestId('company-registry-status');
    expect(card).toHaveTextContent('Minha Receita, consultada em minhareceita.exemplo.test');
    expect(card).toHaveTextContent('12/10/2026');
    expect(card).toHaveTextContent(/Último erro27\/11\/2026 10:05/);
    expect(screen.getByTestId('company-registry-error')).toHaveTextContent(`Último erro: ${REAL.lastError}`);
    expect(screen.getByTestId('company-registry-error')).not.toHaveTextContent('voltou a responder');
    expect(screen.getByTestId('protest-source')).toHaveTextContent(/^Protestos: fonte de protestos não configurada/);
  });

  it('a success after the error says the register answers again', () => {
    renderWithProviders(<CompanyRegistryStatus status={{ ...REAL, lastSuccessAt: '2026-11-27T13:06:00.000Z' }} />);
    expect(screen.getByTestId('company-registry-error')).toHaveTextContent(
      'O cadastro voltou a responder depois dele.',
    );
  });

  it('the demo: the demo base, its date, no error, invented protests', () => {
    renderWithProviders(
      <CompanyRegistryStatus
        status={{
          ...REAL,
          mode: 'demo',
          host: null,
          lastError: null,
          lastErrorAt: null,
          lastErrorStatus: null,
          protestSource: 'DEMO',
        }}
      />,
    );
    expect(screen.getByTestId('company-registry-status')).toHaveTextContent('COMPANY_DATA=minhareceita');
    expect(screen.queryByTestId('company-registry-error')).toBeNull();
    expect(screen.getByTestId('protest-source')).toHaveTextContent(
      'Protestos: base de demonstração (dados fictícios).',
    );
  });
});
