import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportRequestForm } from '../../src/features/reports/components/report-request-form';
import { configureHttp } from '../../src/lib/http-settings';
import { renderWithProviders, stubComboboxMeasurements } from './support/render';
import { apiJson } from './support/api-response';

/** Issue 30: a double click on "Gerar relatório" made two reports; one key per submission makes it one. */
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  stubComboboxMeasurements();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => apiJson({ id: 1, status: 'QUEUED' }, 202));
  configureHttp({ baseUrl: 'http://api.test', getToken: async () => 'token-123' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const keyOf = (call: Parameters<typeof fetch>) => new Headers(call[1]?.headers).get('Idempotency-Key');

describe('"Gerar relatório"', () => {
  it('sends an Idempotency-Key, the same one on a double click', async () => {
    renderWithProviders(<ReportRequestForm orgId={590} canSeeBilling />);
    fireEvent.click(screen.getByLabelText('Tipo de relatório', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Processos da organização' }));
    const button = screen.getByRole('button', { name: 'Gerar relatório' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = fetchMock.mock.calls.map(keyOf);
    expect(first).toMatch(/^[\w-]{16,200}$/);
    expect(second).toBe(first);
    await screen.findByRole('status');
  });
});
