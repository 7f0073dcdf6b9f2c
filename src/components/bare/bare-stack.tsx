import type { AriaRole, CSSProperties, ReactNode } from 'react';
import { cls, rem } from './mantine-markup';

interface BareStackProps {
  children: ReactNode;
  /** Mantine's `maw`, in pixels. */
  maxWidth?: number;
  centerText?: boolean;
  role?: AriaRole;
  /** A CSS length: a spacing variable or `rem(px)`. */
  gap?: string;
  align?: 'center' | 'stretch';
  'data-testid'?: string;
  /** What a list item is (a movement's source…), for the tests. */
  'data-source'?: string;
  /** Mantine's `component`: a labelled region of an item is a `section`. */
  component?: 'div' | 'section';
  'aria-label'?: string;
}

/** Mantine's Stack (by default `align="center" gap="sm"`) without its runtime. */
export function BareStack({
  children,
  maxWidth,
  centerText,
  role,
  gap = 'var(--mantine-spacing-sm)',
  align = 'center',
  'data-testid': testId,
  'data-source': source,
  component: Element = 'div',
  'aria-label': label,
}: BareStackProps) {
  const style = {
    '--stack-gap': gap,
    '--stack-align': align,
    '--stack-justify': 'flex-start',
    ...(centerText ? { textAlign: 'center' } : {}),
    ...(maxWidth ? { maxWidth: rem(maxWidth) } : {}),
  } as CSSProperties;
  return (
    <Element
      style={style}
      className={cls.stack}
      role={role}
      aria-label={label}
      data-testid={testId}
      data-source={source}
    >
      {children}
    </Element>
  );
}
