import { ActionIcon } from '@mantine/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnDemandTooltip } from '../../src/components/on-demand-tooltip';
import { renderWithProviders } from './support/render';

afterEach(cleanup);

function renderButton(onClick = vi.fn()) {
  renderWithProviders(
    <OnDemandTooltip label="Copiar chave de acesso" withinPortal={false}>
      <ActionIcon aria-label="Copiar chave de acesso" onClick={onClick}>
        c
      </ActionIcon>
    </OnDemandTooltip>,
  );
  return onClick;
}

const button = () => screen.getByRole('button', { name: 'Copiar chave de acesso' });

describe('a hover tooltip that mounts on first use (the bill, rows of a list)', () => {
  it('a mouse resting on the button mounts the tooltip open, and the click still reaches the button', async () => {
    const onClick = renderButton();
    expect(screen.queryByRole('tooltip')).toBeNull();
    const bare = button();
    // React derives pointerenter from pointerover.
    fireEvent.pointerOver(bare, { pointerType: 'mouse' });
    expect(button()).not.toBe(bare);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copiar chave de acesso');
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a finger shows no tooltip and its tap reaches the button', () => {
    const onClick = renderButton();
    const bare = button();
    fireEvent.pointerOver(bare, { pointerType: 'touch' });
    expect(button()).toBe(bare);
    fireEvent.click(bare);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('the keyboard keeps its focus on the (new) button, with the tooltip closed (hover only)', () => {
    renderButton();
    const bare = button();
    act(() => bare.focus());
    expect(button()).not.toBe(bare);
    expect(document.activeElement).toBe(button());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
