import type { CSSProperties, ReactNode } from 'react';
import classes from './shell-frame.module.css';
import { useShellResizing } from './use-shell-resizing';

const ROOT_STYLE = {
  '--app-shell-transition-duration': '200ms',
  '--app-shell-transition-timing-function': 'ease',
} as CSSProperties;
const HEADER_STYLE = { '--app-shell-header-z-index': 100 } as CSSProperties;
const NAVBAR_STYLE = {
  '--app-shell-navbar-z-index': 'calc(100 + 1)',
  padding: 'var(--mantine-spacing-sm)',
} as CSSProperties;
const SECTION_STYLE: CSSProperties = { minHeight: '0rem', overflowY: 'auto' };
const MAIN_STYLE: CSSProperties = { background: 'var(--mantine-color-gray-0)' };

interface Props {
  /** Below 768 px the navbar is off screen until the burger opens it. */
  navbarOpened: boolean;
  header: ReactNode;
  navbar: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame: header, side navbar and main area, as Mantine's AppShell draws them (header 60 px, navbar
 * 260 px from 768 px, padding sm / lg), without its runtime: its ids' layout effects re-rendered it synchronously on
 * every start (tests/unit/shell-frame-markup.test.tsx).
 */
export function ShellFrame({ navbarOpened, header, navbar, children }: Props) {
  const resizing = useShellResizing();
  return (
    <div
      className={`m_89ab340 mantine-AppShell-root ${classes.root}`}
      data-mode="fixed"
      data-resizing={resizing ? 'true' : undefined}
      data-navbar-collapsed={navbarOpened ? undefined : 'true'}
      style={ROOT_STYLE}
    >
      <header
        className="m_3b16f56b mantine-AppShell-header right-scroll-bar-position"
        data-with-border="true"
        style={HEADER_STYLE}
      >
        {header}
      </header>
      <nav
        className="m_45252eee mantine-AppShell-navbar"
        data-with-border="true"
        id="main-navbar"
        aria-label="Navegação"
        style={NAVBAR_STYLE}
      >
        {/* The browser's own scrolling: Mantine's ScrollArea was 5 KiB gzip of every signed-in screen. */}
        <div className="m_6dcfc7c7 mantine-AppShell-section" data-grow="true" style={SECTION_STYLE}>
          {navbar}
        </div>
      </nav>
      <main className="m_8983817 mantine-AppShell-main" style={MAIN_STYLE}>
        {children}
      </main>
    </div>
  );
}
