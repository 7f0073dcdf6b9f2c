import { MantineProvider, Select } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/app/theme';
import { LazySelect, type LazySelectProps } from '../../src/components/lazy-select';
import { mantineMarkup } from './support/markup';
import { installBrowserPolyfills, stubComboboxMeasurements } from './support/render';

afterEach(cleanup);
beforeEach(() => {
  stubComboboxMeasurements();
});

const DATA = [
  { value: 'todos', label: 'Todos os tipos' },
  { value: 'pf', label: 'Pessoa física' },
];

function renderLazy(props: Partial<LazySelectProps> = {}) {
  installBrowserPolyfills();
  const onChange = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <LazySelect label="Tipo" data={DATA} value="todos" onChange={onChange} allowDeselect={false} {...props} />
    </MantineProvider>,
  );
  return { onChange, input: () => screen.getByRole('combobox', { name: 'Tipo' }) };
}

describe('LazySelect', () => {
  it("draws the closed Select's markup before its first use", () => {
    const cases: LazySelectProps[] = [
      { label: 'Tipo', data: DATA, value: 'todos', onChange: () => undefined, allowDeselect: false },
      { label: 'Tipo', data: DATA, value: null, placeholder: 'Todos', onChange: () => undefined },
      { label: 'Pessoa', data: DATA, value: 'pf', searchable: true, onChange: () => undefined },
      { 'aria-label': 'Profundidade', data: ['1', '2'], value: '2', w: 190, onChange: () => undefined },
      { label: 'Ano', data: DATA, value: 'pf', disabled: true, description: 'Dica', onChange: () => undefined },
    ];
    for (const props of cases) {
      expect(mantineMarkup(<LazySelect {...props} id="campo" />)).toBe(mantineMarkup(<Select {...props} id="campo" />));
    }
  });

  it('mounts the combobox on a mouse hover, and the click that follows opens it', async () => {
    const { input, onChange } = renderLazy();
    expect(screen.queryByRole('listbox')).toBeNull();
    const before = input();
    fireEvent.pointerEnter(before, { pointerType: 'mouse' });
    expect(input()).not.toBe(before);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(input());
    const option = await screen.findByRole('option', { name: 'Pessoa física' });
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('pf', expect.objectContaining({ value: 'pf' }));
  });

  it('a tap opens it at once: its click reaches the stand-in', async () => {
    const { input } = renderLazy();
    fireEvent.pointerDown(input(), { pointerType: 'touch' });
    fireEvent.focus(input());
    fireEvent.click(input());
    expect(await screen.findByRole('option', { name: 'Pessoa física' })).toBeTruthy();
  });

  it('keyboard focus moves to the real input, which the arrow keys open', async () => {
    const { input } = renderLazy();
    const before = input();
    act(() => before.focus());
    const after = input();
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(after, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Pessoa física' })).toBeTruthy();
  });

  it('shows the label of the chosen value, and nothing for a value outside the data', () => {
    const { input } = renderLazy({ value: 'pf' });
    expect((input() as HTMLInputElement).value).toBe('Pessoa física');
    cleanup();
    const other = renderLazy({ value: 'nenhum' });
    expect((other.input() as HTMLInputElement).value).toBe('');
  });
});
