import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefetchProcesses } from '../../src/features/processes/api/get-processes';
import { configureHttp } from '../../src/lib/http-settings';
import { renderWithProviders } from './support/render';
import { apiJson } from './support/api-response';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => apiJson({ result: [], total: 0 }));
  configureHttp({ baseUrl: 'http://api.test', getToken: async () => 'token' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Page({ filters }: { filters: { page: number } | null }) {
  usePrefetchProcesses(7, filters);
  return null;
}

describe('the process list request starts while the page renders', () => {
  it('asks once for the page on screen, however often the page renders', async () => {
    const view = renderWithProviders(<Page filters={{ page: 0 }} />);
    view.rerender(<Page filters={{ page: 0 }} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/v1/organization/7/process?page=0');
  });

  it('asks nothing for an invalid search', async () => {
    renderWithProviders(<Page filters={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
