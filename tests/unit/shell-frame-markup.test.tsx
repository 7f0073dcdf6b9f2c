import { AppShell } from '@mantine/core';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellFrame } from '../../src/app/layout/shell-frame';
import { moduleRules } from './support/css-rules';
import { mantineResponsiveMarkup, markup } from './support/markup';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The shell as app-layout.tsx wrote it with Mantine's AppShell: the markup and the variables it must keep.
function MantineShell({ opened }: { opened: boolean }) {
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>H</AppShell.Header>
      <AppShell.Navbar p="sm" id="main-navbar" aria-label="Navegação">
        <AppShell.Section grow mih={0} style={{ overflowY: 'auto' }}>
          N
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">M</AppShell.Main>
    </AppShell>
  );
}

/** Mantine's shell: its generated style element's rules, and its markup without them and without its random id. */
function mantineShell(opened: boolean): { rules: string[]; html: string } {
  return mantineResponsiveMarkup(<MantineShell opened={opened} />);
}

async function bareShell(opened: boolean): Promise<string> {
  const { default: classes } = await import('../../src/app/layout/shell-frame.module.css');
  const { container, unmount } = render(
    <ShellFrame navbarOpened={opened} header="H" navbar="N">
      M
    </ShellFrame>,
  );
  const root = container.querySelector('.mantine-AppShell-root');
  if (classes.root) root?.classList.remove(classes.root);
  // The collapsed state is the stylesheet's selector here, where Mantine wrote other rules.
  root?.removeAttribute('data-navbar-collapsed');
  const html = markup(container);
  unmount();
  return html;
}

describe("the signed-in frame keeps Mantine's AppShell markup without its runtime", () => {
  it.each([false, true])('markup (menu opened on a phone: %s)', async (opened) => {
    expect(await bareShell(opened)).toBe(mantineShell(opened).html);
  });

  it("the shell's variables: Mantine's rules with the menu collapsed", async () => {
    const { rules } = mantineShell(false);
    expect(rules).toHaveLength(10);
    expect(await moduleRules('src/app/layout/shell-frame.module.css')).toEqual(rules);
  });

  it('with the menu open on a phone, the navbar has the whole width and no transform', () => {
    const { rules } = mantineShell(true);
    expect(rules.filter((r) => r.startsWith('(max-width')).map((r) => r.split(' | ')[1])).toEqual([
      '--app-shell-navbar-offset: 0px',
      '--app-shell-navbar-width: 100%',
    ]);
    const { container } = render(
      <ShellFrame navbarOpened header="H" navbar="N">
        M
      </ShellFrame>,
    );
    expect(container.querySelector('[data-navbar-collapsed]')).toBeNull();
  });

  it("moves without transitions for its first 200 ms and while the window's size changes", () => {
    vi.useFakeTimers();
    const { container } = render(
      <ShellFrame navbarOpened={false} header="H" navbar="N">
        M
      </ShellFrame>,
    );
    const root = () => container.querySelector('.mantine-AppShell-root');
    expect(root()?.getAttribute('data-navbar-collapsed')).toBe('true');
    expect(root()?.getAttribute('data-resizing')).toBe('true');
    act(() => vi.advanceTimersByTime(199));
    expect(root()?.getAttribute('data-resizing')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(root()?.hasAttribute('data-resizing')).toBe(false);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(root()?.getAttribute('data-resizing')).toBe('true');
    act(() => vi.advanceTimersByTime(200));
    expect(root()?.hasAttribute('data-resizing')).toBe(false);
  });
});
