import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefetchProcesses } from '../../src/features/processes/api/get-processes';
import { configureHttp } from '../../src/lib/http';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ result: [], total: 0 }), { status: 200, headers: { 'content-type': 'application/json' } }));
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
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Page filters={{ page: 0 }} />
      </QueryClientProvider>,
    );
    view.rerender(
      <QueryClientProvider client={client}>
        <Page filters={{ page: 0 }} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/v1/organization/7/process?page=0');
  });

  it('asks nothing for an invalid search', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Page filters={null} />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
