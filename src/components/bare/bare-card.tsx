import type { CSSProperties, ReactNode } from 'react';
import { cls } from './mantine-markup';

const STYLE = {
  '--card-padding': 'var(--mantine-spacing-sm)',
  '--paper-radius': 'var(--mantine-radius-md)',
} as CSSProperties;

/** Mantine's `<Card withBorder radius="md" padding="sm" component="article">` without its runtime (no sections). */
export function BareCard({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <article
      className={cls.card}
      data-orientation="vertical"
      data-with-border="true"
      data-testid={testId}
      style={STYLE}
    >
      {children}
    </article>
  );
}
