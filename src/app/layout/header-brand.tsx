import { IconScale } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { cls, FOCUS_AUTO } from '../../components/bare/mantine-markup';
import { PRODUCT_NAME } from '../../contract/brand';

const GROUP_STYLE = {
  '--group-gap': 'calc(0.5rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
} as CSSProperties;

/**
 * The product's mark and name in the header, from 992 px up. Mantine's Group, ThemeIcon and Text markup without their
 * runtime: the shell draws it on every start, hidden on a phone (tests/unit/header-brand-markup.test.tsx).
 */
export function HeaderBrand() {
  return (
    <div className={`${cls.group} mantine-visible-from-md`} style={GROUP_STYLE}>
      <div
        aria-hidden="true"
        className="m_7341320d mantine-ThemeIcon-root"
        style={{ '--ti-radius': 'var(--mantine-radius-xl)' } as CSSProperties}
      >
        <IconScale size={18} />
      </div>
      <p className={`${FOCUS_AUTO} ${cls.text}`} style={{ color: 'var(--mantine-color-brand-8)', fontWeight: 700 }}>
        {PRODUCT_NAME}
      </p>
    </div>
  );
}
