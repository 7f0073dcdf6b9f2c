import { MantineProvider, SegmentedControl } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/app/theme';
import { LazySegmentedControl, type LazySegmentedControlProps } from '../../src/components/lazy-segmented-control';
import { markup } from './support/markup';
import { installBrowserPolyfills, stubComboboxMeasurements } from './support/render';

afterEach(cleanup);

const DATA = [
  { value: 'grafo', label: 'Grafo' },
  { value: 'tabela', label: 'Tabela' },
  { value: 'lista', label: 'Lista' },
];

/** The markup before any effect ran: Mantine's control before it places its indicator, as `markup` reads it. */
function firstMarkup(ui: ReactElement): string {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {ui}
    </MantineProvider>,
  );
  // The radios' group name is a generated id of another form in each; the ids themselves are numbered by `markup`.
  for (const input of container.querySelectorAll('input')) input.setAttribute('name', 'group');
  return markup(container);
}

function renderLazy(props: Partial<LazySegmentedControlProps> = {}) {
  installBrowserPolyfills();
  // The real control's indicator follows its labels' sizes.
  stubComboboxMeasurements();
  const onChange = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <LazySegmentedControl aria-label="Forma de ver" data={DATA} value="grafo" onChange={onChange} {...props} />
    </MantineProvider>,
  );
  const group = () => screen.getByRole('radiogroup', { name: 'Forma de ver' });
  return { onChange, group, real: () => group().hasAttribute('data-initialized') };
}

describe('LazySegmentedControl', () => {
  it("draws Mantine's SegmentedControl as Mantine draws it before placing its indicator", () => {
    const cases: LazySegmentedControlProps[] = [
      { 'aria-label': 'Forma de ver', data: DATA, value: 'tabela', onChange: () => undefined },
      { 'aria-labelledby': 'rotulo', data: DATA, value: 'grafo', onChange: () => undefined, fullWidth: true },
      { 'aria-label': 'Período', data: DATA.slice(0, 2), value: 'lista', onChange: () => undefined, w: 'fit-content' },
    ];
    for (const props of cases) {
      const ours = firstMarkup(<LazySegmentedControl {...props} />);
      expect(ours).toContain('role="radiogroup"');
      expect(ours).toBe(firstMarkup(<SegmentedControl {...props} data={[...props.data]} />));
    }
  });

  it('mounts the real control on a mouse hover, and the click that follows chooses', () => {
    const { group, real, onChange } = renderLazy();
    expect(real()).toBe(false);
    fireEvent.pointerEnter(group(), { pointerType: 'mouse' });
    expect(real()).toBe(true);
    fireEvent.click(screen.getByLabelText('Tabela'));
    expect(onChange).toHaveBeenCalledWith('tabela');
  });

  it("keeps the radios' ids when the real control takes over: a label found before a hover is still the one clicked", () => {
    const { group, real } = renderLazy();
    const ids = () => [...group().querySelectorAll('input')].map((input) => input.id);
    const before = ids();
    fireEvent.pointerEnter(group(), { pointerType: 'mouse' });
    expect(real()).toBe(true);
    expect(ids()).toEqual(before);
    expect(group().querySelector(`label[for="${before[1]}"]`)?.textContent).toBe('Tabela');
  });

  it('a tap on the stand-in chooses at once, and the real control takes its place', () => {
    const { group, real, onChange } = renderLazy();
    fireEvent.pointerDown(group(), { pointerType: 'touch' });
    fireEvent.click(screen.getByLabelText('Lista'));
    expect(onChange).toHaveBeenCalledWith('lista');
    expect(real()).toBe(true);
  });

  it("keyboard focus moves to the real control's checked radio", () => {
    const { real } = renderLazy({ value: 'tabela' });
    const before = screen.getByLabelText('Tabela');
    act(() => before.focus());
    expect(real()).toBe(true);
    const after = screen.getByLabelText('Tabela');
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
    expect((after as HTMLInputElement).checked).toBe(true);
  });
});
