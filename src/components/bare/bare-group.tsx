import type { CSSProperties, ReactNode } from 'react';
import { cls } from './mantine-markup';

interface BareGroupProps {
  children: ReactNode;
  /** A CSS length: a spacing variable or `rem(px)`. */
  gap: string;
  justify?: 'flex-start' | 'center' | 'space-between';
  align?: 'center' | 'flex-start';
  wrap?: 'wrap' | 'nowrap';
  /** Added to Mantine's classes (a CSS module's responsive rule, a global class such as `mantine-visible-from-md`). */
  className?: string;
  /** Mantine's style props that the group takes as plain declarations (`h`, `miw`…). */
  style?: CSSProperties;
}

/** Mantine's Group without its runtime (children as given: no `grow`, no `preventGrowOverflow` sizing). */
export function BareGroup({
  children,
  gap,
  justify = 'flex-start',
  align = 'center',
  wrap = 'wrap',
  className,
  style,
}: BareGroupProps) {
  const groupStyle = {
    '--group-gap': gap,
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
    ...style,
  } as CSSProperties;
  return (
    <div className={className ? `${cls.group} ${className}` : cls.group} style={groupStyle}>
      {children}
    </div>
  );
}
