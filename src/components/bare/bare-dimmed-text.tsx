import type { ReactNode } from 'react';
import { cls, FOCUS_AUTO } from './mantine-markup';

/** Mantine's `<Text c="dimmed">` without its runtime. */
export function BareDimmedText({ children }: { children: ReactNode }) {
  return (
    <p style={{ color: 'var(--mantine-color-dimmed)' }} className={`${FOCUS_AUTO} ${cls.text}`}>
      {children}
    </p>
  );
}
