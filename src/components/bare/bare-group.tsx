import type { CSSProperties, ReactNode } from 'react';
import { cls } from './mantine-markup';

interface BareGroupProps {
  children: ReactNode;
  /** A CSS length: a spacing variable or `rem(px)`. */
  gap: string;
  justify?: 'flex-start' | 'center' | 'space-between';
  align?: 'center' | 'flex-start';
  wrap?: 'wrap' | 'nowrap';
}

/** Mantine's Group without its runtime (children as given: no `grow`, no `preventGrowOverflow` sizing). */
export function BareGroup({ children, gap, justify = 'flex-start', align = 'center', wrap = 'wrap' }: BareGroupProps) {
  const style = {
    '--group-gap': gap,
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  } as CSSProperties;
  return (
    <div className={cls.group} style={style}>
      {children}
    </div>
  );
}
