import type { CSSProperties, ReactNode } from 'react';
import { cls, FOCUS_AUTO } from './mantine-markup';

interface BareTextProps {
  children: ReactNode;
  /** Mantine's `size`; none: the body's size, as a Text without one. */
  size?: 'xs' | 'sm';
  dimmed?: boolean;
  fontWeight?: number;
  /** Mantine's `lineClamp`: at most this many lines, then an ellipsis. */
  lineClamp?: number;
  /** Mantine's `span`: inline, inside another text. */
  span?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
  /** Declarations Mantine's `style` would add (white-space, overflow-wrap…). */
  style?: CSSProperties;
}

/** Mantine's Text without its runtime: a list's cards draw dozens of them on the way to the first rows. */
export function BareText({
  children,
  size,
  dimmed,
  fontWeight,
  lineClamp,
  span,
  'aria-label': label,
  'data-testid': testId,
  style: extra,
}: BareTextProps) {
  const style = {
    ...(size
      ? { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` }
      : {}),
    ...(lineClamp ? { '--text-line-clamp': lineClamp } : {}),
    ...(dimmed ? { color: 'var(--mantine-color-dimmed)' } : {}),
    ...(fontWeight ? { fontWeight } : {}),
    ...extra,
  } as CSSProperties;
  const Element = span ? 'span' : 'p';
  return (
    <Element
      className={`${FOCUS_AUTO} ${cls.text}`}
      data-size={size}
      data-line-clamp={lineClamp ? 'true' : undefined}
      aria-label={label}
      data-testid={testId}
      style={style}
    >
      {children}
    </Element>
  );
}
