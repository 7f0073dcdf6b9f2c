import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProcessDetail } from '../../src/contract/processes';
import { CauseValueCard } from '../../src/features/processes/components/cause-value-card';
import { CustomFieldInput } from '../../src/features/process-workspace/components/custom-field-input';
import type { FormValue } from '../../src/features/process-workspace/custom-field-values';
import { useState } from 'react';
import { renderWithProviders } from './support/render';
import { apiJson } from './support/api-response';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const process = {
  id: 7,
  organizationId: 590,
  isSecret: false,
  causeValue: 100,
  manualCauseValue: null,
} as unknown as ProcessDetail;

function renderCard() {
  renderWithProviders(<CauseValueCard process={process} canEdit />);
  return screen.getByLabelText('Novo valor manual (R$)') as HTMLInputElement;
}

const saved = (centavos: number) =>
  apiJson({ manualCauseValue: { value: centavos, updatedBy: null, updatedAt: '2026-10-27T12:00:00Z' } });

const sentBody = (spy: { mock: { calls: unknown[][] } }) =>
  JSON.parse(String((spy.mock.calls[0]?.[1] as RequestInit).body));

describe('the manual cause value (one money input for every money field)', () => {
  it('saves "1.234.567,89" typed key by key as 123456789 centavos and shows it as it will be saved', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(saved(123_456_789));
    const input = renderCard();
    await userEvent.type(input, '1.234.567,89');
    expect(screen.getByText(/Será salvo como R\$\s1\.234\.567,89\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar valor' }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchSpy)).toEqual({ valueProcess: 123_456_789 });
  });

  it('follows a fresher saved value until the person types, then keeps what they typed', async () => {
    const view = (manualCauseValue: ProcessDetail['manualCauseValue']) => (
      <CauseValueCard process={{ ...process, manualCauseValue }} canEdit />
    );
    // A restored copy without the value renders first; the fresh answer brings it (a reload).
    const { rerender } = renderWithProviders(view(null));
    const input = screen.getByLabelText('Novo valor manual (R$)') as HTMLInputElement;
    expect(input.value).toBe('');
    rerender(view({ value: 123_456_789, updatedBy: null, updatedAt: '2026-10-27T12:00:00Z' }));
    expect(input.value).toBe('1.234.567,89');
    await userEvent.clear(input);
    await userEvent.type(input, '5,00');
    rerender(view({ value: 1, updatedBy: null, updatedAt: '2026-10-28T12:00:00Z' }));
    expect(input.value).toBe('5,00');
  });

  it('takes a pasted "R$ 1.234,56" and rewrites it on blur', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(saved(123_456));
    const input = renderCard();
    input.focus();
    await userEvent.paste('R$ 1.234,56');
    fireEvent.blur(input);
    expect(input.value).toBe('1.234,56');
  });

  it('refuses a negative and garbage with a Portuguese message, sending nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const input = renderCard();
    await userEvent.type(input, '-500,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar valor' }));
    expect(await screen.findByText('O valor não pode ser negativo.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'mil reais');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar valor' }));
    expect(await screen.findByText(/^Valor inválido/)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('custom fields of money and number type', () => {
  function Harness({ type }: { type: 'MONEY' | 'NUMBER' }) {
    const [value, setValue] = useState<FormValue>(null);
    return (
      <>
        <CustomFieldInput
          orgId={590}
          processId={7}
          field={{ id: 1, label: 'Honorários', type, typeLabel: type, priority: 1, required: false }}
          value={value}
          onChange={setValue}
        />
        <output data-testid="value">{JSON.stringify(value)}</output>
      </>
    );
  }

  it('keeps the thousands dots of a money field and a typed minus sign (refused on send, never made positive)', async () => {
    renderWithProviders(<Harness type="MONEY" />);
    await userEvent.type(screen.getByLabelText('Honorários'), '-1.234.567,89');
    expect(screen.getByTestId('value').textContent).toBe('"-1.234.567,89"');
    fireEvent.blur(screen.getByLabelText('Honorários'));
    expect(await screen.findByText('O valor não pode ser negativo.')).toBeInTheDocument();
  });

  it('reads a dot typed in a number field as a thousands dot', async () => {
    renderWithProviders(<Harness type="NUMBER" />);
    await userEvent.type(screen.getByLabelText('Honorários'), '1.234,5');
    expect(screen.getByTestId('value').textContent).toBe('1234.5');
  });
});
