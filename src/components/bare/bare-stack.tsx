import type { AriaRole, CSSProperties, ReactNode } from 'react';
import { cls, rem } from './mantine-markup';

interface BareStackProps {
  children: ReactNode;
  /** Mantine's `maw`, in pixels. */
  maxWidth?: number;
  centerText?: boolean;
  role?: AriaRole;
}

/** Mantine's Stack with `align="center" gap="sm"` without its runtime. */
export function BareStack({ children, maxWidth, centerText, role }: BareStackProps) {
  const style = {
    '--stack-gap': 'var(--mantine-spacing-sm)',
    '--stack-align': 'center',
    '--stack-justify': 'flex-start',
    ...(centerText ? { textAlign: 'center' } : {}),
    ...(maxWidth ? { maxWidth: rem(maxWidth) } : {}),
  } as CSSProperties;
  return (
    <div style={style} className={cls.stack} role={role}>
      {children}
    </div>
  );
}
