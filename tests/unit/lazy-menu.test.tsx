import { Button, Menu } from '@mantine/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyMenu } from '../../src/components/lazy-menu';
import { renderWithProviders } from './support/render';

afterEach(cleanup);

function renderMenu(onPick = vi.fn()) {
  renderWithProviders(
    <LazyMenu position="bottom-end" withinPortal={false} target={<Button>Nova análise</Button>}>
      <Menu.Dropdown>
        <Menu.Item onClick={onPick}>Básica</Menu.Item>
      </Menu.Dropdown>
    </LazyMenu>,
  );
  return onPick;
}

const button = () => screen.getByRole('button', { name: 'Nova análise' });

describe('a menu that mounts on first use (rows of a list)', () => {
  it('draws the bare button first, announcing a closed menu, with no menu machinery', () => {
    renderMenu();
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    // Nothing of the popover: Mantine's Menu.Target gives the button it wraps an id, the bare button has none.
    expect(button().id).toBe('');
  });

  it('a first click (a tap) opens the menu at once, and its item works', async () => {
    const onPick = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Nova análise' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Básica' }));
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('a mouse hover mounts the menu closed, so that the click opens it as any menu', async () => {
    renderMenu();
    const bare = button();
    // React derives pointerenter from pointerover.
    fireEvent.pointerOver(bare, { pointerType: 'mouse' });
    expect(button()).not.toBe(bare);
    expect(button().id).not.toBe('');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button());
    expect(await screen.findByRole('menuitem', { name: 'Básica' })).toBeInTheDocument();
  });

  it('a finger entering does not swap the button mid-tap', () => {
    renderMenu();
    const bare = button();
    fireEvent.pointerOver(bare, { pointerType: 'touch' });
    expect(button()).toBe(bare);
  });

  it('keyboard focus mounts the menu and keeps the focus on the (new) button', () => {
    renderMenu();
    const bare = button();
    act(() => bare.focus());
    expect(button()).not.toBe(bare);
    expect(document.activeElement).toBe(button());
  });

  it('the focus of a press waits for its click (a tap focuses the button before it clicks)', async () => {
    renderMenu();
    const bare = button();
    fireEvent.pointerDown(bare, { pointerType: 'touch' });
    act(() => bare.focus());
    expect(button()).toBe(bare);
    fireEvent.click(bare);
    expect(await screen.findByRole('menuitem', { name: 'Básica' })).toBeInTheDocument();
  });
});
