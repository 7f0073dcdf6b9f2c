import type { AnchorHTMLAttributes, CSSProperties, ElementType, ReactNode } from 'react';
import { cls, FOCUS_AUTO, SM } from './mantine-markup';

interface BareAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style'> {
  href: string;
  children: ReactNode;
  /** What renders the link: an `<a>`, or the router's Link (same markup, in-app navigation). */
  component?: ElementType;
  size?: 'sm';
  underline?: 'hover' | 'always';
  /** The surrounding text's size and line height, as Mantine's `inherit`. */
  inherit?: boolean;
  fontWeight?: number;
  textAlign?: 'right';
  /** Mantine's `ff="monospace"`. */
  monospace?: boolean;
  wordBreak?: 'break-all';
}

/** Mantine's Anchor without its runtime. */
export function BareAnchor({
  component: Component = 'a',
  size,
  underline = 'hover',
  inherit = false,
  fontWeight,
  textAlign,
  monospace,
  wordBreak,
  children,
  ...anchor
}: BareAnchorProps) {
  const style = {
    ...(size ? { '--text-fz': SM.fontSize, '--text-lh': SM.lineHeight } : {}),
    ...(fontWeight ? { fontWeight } : {}),
    ...(textAlign ? { textAlign } : {}),
    ...(monospace ? { fontFamily: 'var(--mantine-font-family-monospace)' } : {}),
    ...(wordBreak ? { wordBreak } : {}),
  } as CSSProperties;
  return (
    <Component
      className={`${FOCUS_AUTO} ${cls.anchor}`}
      data-size={size}
      data-inherit={inherit ? 'true' : undefined}
      data-underline={underline}
      style={Object.keys(style).length > 0 ? style : undefined}
      {...anchor}
    >
      {children}
    </Component>
  );
}
