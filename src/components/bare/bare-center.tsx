import type { AriaRole, CSSProperties, ReactNode } from 'react';
import { cls } from './mantine-markup';

interface BareCenterProps {
  children: ReactNode;
  component?: 'div' | 'main';
  /** A CSS length (Mantine's `mih`; write numbers with `rem()`). */
  minHeight: string;
  /** Mantine's `p="md"`. */
  padded?: boolean;
  role?: AriaRole;
  'aria-live'?: 'polite';
}

/** Mantine's Center without its runtime. */
export function BareCenter({ children, component: Component = 'div', minHeight, padded, ...aria }: BareCenterProps) {
  const style: CSSProperties = { ...(padded ? { padding: 'var(--mantine-spacing-md)' } : {}), minHeight };
  return (
    <Component style={style} className={cls.center} {...aria}>
      {children}
    </Component>
  );
}
