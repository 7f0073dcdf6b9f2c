import { Button, MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/app/theme';
import { RowButton, type RowButtonProps } from '../../src/components/row-button';
import { mantineMarkup } from './support/markup';
import { installBrowserPolyfills } from './support/render';

afterEach(cleanup);

const icon = <svg aria-hidden="true" data-icon="i" />;
const chevron = <svg aria-hidden="true" data-icon="v" />;

/** Every look the list rows use (Atividades' cards, Usuários' rows), and the states they pass through. */
const LOOKS: { name: string; props: RowButtonProps }[] = [
  { name: 'filled with an icon (Monitorar)', props: { size: 'xs', leftSection: icon } },
  { name: 'default (Pausar, Retomar agora)', props: { size: 'xs', variant: 'default', leftSection: icon } },
  {
    name: 'default in red (Parar monitoramento)',
    props: { size: 'xs', variant: 'default', color: 'red', leftSection: icon },
  },
  {
    name: 'light with both sections (Nova análise)',
    props: { size: 'xs', variant: 'light', leftSection: icon, rightSection: chevron },
  },
  {
    name: 'light with a name (Relacionamentos)',
    props: { size: 'xs', variant: 'light', leftSection: icon, 'aria-label': 'Relacionamentos de Ana' },
  },
  { name: 'disabled (offline)', props: { size: 'xs', variant: 'light', leftSection: icon, disabled: true } },
  { name: 'not loading', props: { size: 'xs', loading: false } },
  { name: 'loading', props: { size: 'xs', variant: 'default', loading: true, leftSection: icon } },
  { name: 'as a menu target', props: { size: 'xs', 'aria-haspopup': 'menu', 'aria-expanded': false } },
];

describe("RowButton renders Mantine's Button markup", () => {
  for (const { name, props } of LOOKS) {
    it(name, () => {
      expect(mantineMarkup(<RowButton {...props}>Ação</RowButton>)).toBe(
        mantineMarkup(<Button {...(props as object)}>Ação</Button>),
      );
    });
  }

  it('clicks, and takes no click while disabled or loading', () => {
    installBrowserPolyfills();
    const onClick = vi.fn();
    const { rerender } = render(
      <MantineProvider theme={theme}>
        <RowButton onClick={onClick}>Monitorar</RowButton>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Monitorar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    for (const state of [{ disabled: true }, { loading: true }]) {
      rerender(
        <MantineProvider theme={theme}>
          <RowButton onClick={onClick} {...state}>
            Monitorar
          </RowButton>
        </MantineProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Monitorar' }));
    }
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
