import { IconScale } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { BareGroup } from '../../components/bare/bare-group';
import { cls, FOCUS_AUTO, rem } from '../../components/bare/mantine-markup';
import { PRODUCT_NAME } from '../../contract/brand';

/**
 * The product's mark and name in the header, from 992 px up. Mantine's Group, ThemeIcon and Text markup without their
 * runtime: the shell draws it on every start, hidden on a phone (tests/unit/header-brand-markup.test.tsx).
 */
export function HeaderBrand() {
  return (
    <BareGroup gap={rem(8)} wrap="nowrap" className="mantine-visible-from-md">
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
    </BareGroup>
  );
}
