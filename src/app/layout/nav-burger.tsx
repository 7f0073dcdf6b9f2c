import type { CSSProperties } from 'react';
import { FOCUS_AUTO } from '../../components/bare/mantine-markup';

const STYLE = { '--burger-size': 'var(--burger-size-sm)' } as CSSProperties;

/**
 * The burger that opens the side menu below 768 px: Mantine's Burger (size sm, hidden from sm) markup without its
 * runtime, since the shell draws it on every start (tests/unit/shell-header-markup.test.tsx).
 */
export function NavBurger({ opened, onClick }: { opened: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${FOCUS_AUTO} m_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root mantine-hidden-from-sm`}
      data-size="sm"
      data-testid="nav-burger"
      style={STYLE}
      onClick={onClick}
      aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
      aria-expanded={opened}
      aria-controls="main-navbar"
    >
      <div
        className="m_d4fb9cad mantine-Burger-burger"
        data-reduce-motion="true"
        data-opened={opened ? 'true' : undefined}
      />
    </button>
  );
}
