import type { CSSProperties, ReactNode } from 'react';
import { cls } from './mantine-markup';

/** Mantine's Title (a heading of `order`, drawn at the size of `size`) without its runtime. */
export function BareTitle({ order, size, children }: { order: 1 | 2; size: 'h2' | 'h3'; children: ReactNode }) {
  const Heading = order === 1 ? 'h1' : 'h2';
  const style = {
    '--title-fw': `var(--mantine-${size}-font-weight)`,
    '--title-lh': `var(--mantine-${size}-line-height)`,
    '--title-fz': `var(--mantine-${size}-font-size)`,
  } as CSSProperties;
  return (
    <Heading style={style} className={cls.title} data-size={size} data-order={order}>
      {children}
    </Heading>
  );
}
