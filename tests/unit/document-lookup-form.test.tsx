import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeCnpj } from '../../src/contract/brazil-document';
import {
  DocumentLookupForm,
  NO_CONSULTA_MESSAGE,
} from '../../src/features/document-monitoring/components/document-lookup-form';
import { renderWithProviders } from './support/render';
import { apiJson } from './support/api-response';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderForm(consultaAvailable: number | null, onLookedUp = vi.fn()) {
  renderWithProviders(
    <DocumentLookupForm
      scope={{ orgId: 590, holderId: 1 }}
      consultaAvailable={consultaAvailable}
      onLookedUp={onLookedUp}
    />,
  );
  return {
    field: screen.getByLabelText('CPF ou CNPJ') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Consultar' }),
    onLookedUp,
  };
}

const jsonResponse = (body: unknown, status = 200) => apiJson(body, status);

describe('CPF/CNPJ lookup form', () => {
  it('masks as typed and refuses a wrong check digit with exactly "Documento inválido", without calling the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { field, submit } = renderForm(5);
    await userEvent.type(field, '12345678900');
    expect(field.value).toBe('123.456.789-00');
    await userEvent.click(submit);
    expect(await screen.findByText('Documento inválido')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for a CPF or CNPJ when nothing was typed (not "Documento inválido"), without calling the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { field, submit } = renderForm(5);
    await userEvent.click(submit);
    expect(await screen.findByText('Informe um CPF ou CNPJ.')).toBeInTheDocument();
    expect(screen.queryByText('Documento inválido')).not.toBeInTheDocument();
    await userEvent.type(field, '   ');
    await userEvent.click(submit);
    expect(await screen.findByText('Informe um CPF ou CNPJ.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses an unrecognized length and the all-equal CPF', async () => {
    const { field, submit } = renderForm(5);
    await userEvent.type(field, '1234567');
    await userEvent.click(submit);
    expect(await screen.findByText('Documento inválido')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '11111111111');
    await userEvent.click(submit);
    expect(await screen.findByText('Documento inválido')).toBeInTheDocument();
  });

  it('sends a valid alphanumeric CNPJ, normalized', async () => {
    const cnpj = completeCnpj('12ABC34501DE');
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ register: { documentNumber: cnpj }, created: true, consumed: 1 }, 201));
    const { field, submit, onLookedUp } = renderForm(5);
    await userEvent.type(field, cnpj.toLowerCase());
    expect(field.value).toBe(`12.ABC.345/01DE-${cnpj.slice(12)}`);
    await userEvent.click(submit);
    await vi.waitFor(() => expect(onLookedUp).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toContain('/v1/holder/1/organization/590/partner/process');
    expect(JSON.parse(String(init?.body))).toEqual({ documentNumber: cnpj });
  });

  it('with no Consulta left, refuses a document that is not in the list yet (nothing sent to consume)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ result: [], total: 0 }));
    const { field, submit } = renderForm(0);
    await userEvent.type(field, '52998224725');
    await userEvent.click(submit);
    expect(await screen.findByText(NO_CONSULTA_MESSAGE)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/activities?page=0&text=52998224725');
  });
});
