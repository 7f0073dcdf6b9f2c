import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AutosList } from '../../src/features/processes/components/autos-list';
import { configureHttp } from '../../src/lib/http-settings';
import { setErrorReporter } from '../../src/lib/error-reporting';
import { renderWithProviders } from './support/render';
import { apiResponse } from './support/api-response';

beforeAll(() => {
  configureHttp({ baseUrl: 'http://api.test', getToken: async () => 't' });
  setErrorReporter(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList() {
  return renderWithProviders(<AutosList orgId={1} processId={2} />);
}

describe('case files (issue 14, item 9)', () => {
  it('a failed request says the list could not be loaded, with a retry — never "no case files"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        apiResponse('{"message":"falhou"}', { status: 500, headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderList();
    expect(await screen.findByText('Não foi possível carregar os autos.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.queryByText('Nenhum documento nos autos.')).toBeNull();
  });

  it('an empty answer is still "Nenhum documento nos autos."', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiResponse('[]', { headers: { 'content-type': 'application/json' } })),
    );
    renderList();
    expect(await screen.findByText('Nenhum documento nos autos.')).toBeTruthy();
  });
});
