import type { CSSProperties, ReactNode } from 'react';
import { cls } from './mantine-markup';

const STYLE = {
  '--card-padding': 'var(--mantine-spacing-sm)',
  '--paper-radius': 'var(--mantine-radius-md)',
} as CSSProperties;

interface BareCardProps {
  children: ReactNode;
  'data-testid'?: string;
  /** Mantine's `component`: an item of a list is an `li`. */
  component?: 'article' | 'li';
}

/** Mantine's `<Card withBorder radius="md" padding="sm" component="article">` without its runtime (no sections). */
export function BareCard({ children, 'data-testid': testId, component: Element = 'article' }: BareCardProps) {
  return (
    <Element
      className={cls.card}
      data-orientation="vertical"
      data-with-border="true"
      data-testid={testId}
      style={STYLE}
    >
      {children}
    </Element>
  );
}
