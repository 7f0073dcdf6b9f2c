import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';

const LINK_STYLE = {
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  '--ai-bg': 'transparent',
  '--ai-color': 'var(--mantine-color-dark-light-color)',
  '--ai-hover': 'var(--mantine-color-dark-light-hover)',
  '--ai-radius': 'var(--mantine-radius-xl)',
  '--ai-size': 'var(--ai-size-xl)',
  // The badge sits over the corner: clipped to the button, "99+" lost its "+".
  overflow: 'visible',
  position: 'relative',
} as CSSProperties;

const BADGE_STYLE = {
  '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  '--badge-bg': 'var(--mantine-color-red-filled)',
  '--badge-color': 'var(--mantine-color-white)',
  '--badge-fz': 'var(--badge-fz-sm)',
  '--badge-height': 'var(--badge-height-sm)',
  '--badge-padding-x': 'var(--badge-padding-x-sm)',
  pointerEvents: 'none',
  position: 'absolute',
  top: 'calc(0.125rem * var(--mantine-scale))',
} as CSSProperties;

type Props = Omit<ComponentPropsWithRef<'a'>, 'href' | 'children'> & {
  /** What the badge says ('' draws none). */
  text: string;
  label: string;
};

/**
 * The header's bell: Mantine's ActionIcon (subtle, dark, xl) and Badge (filled, red, sm) markup without their runtime,
 * on every signed-in screen's first render (tests/unit/notification-bell-markup.test.tsx). The rest of the props are
 * the tooltip's, once its code has come: its handlers, its ref and its class go on the link.
 */
export function NotificationBellLink({ text, label, className, style, ...rest }: Props) {
  const badgeStyle = {
    ...BADGE_STYLE,
    ...(text.length > 1 ? { paddingInline: 'calc(0.25rem * var(--mantine-scale))' } : {}),
    right: text.length > 2 ? 'calc(-0.375rem * var(--mantine-scale))' : '0rem',
  } as CSSProperties;
  return (
    <Link
      {...rest}
      href={paths.notifications.getHref()}
      aria-label={label}
      data-testid="notification-badge"
      data-size="xl"
      data-variant="subtle"
      className={`mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root${className ? ` ${className}` : ''}`}
      style={style ? { ...LINK_STYLE, ...style } : LINK_STYLE}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">
        <IconBell size={22} stroke={1.6} aria-hidden="true" />
        {text && (
          <div
            data-testid="notification-count"
            aria-hidden="true"
            className="m_347db0ec mantine-Badge-root"
            data-size="sm"
            data-variant="filled"
            data-circle={text.length === 1 ? 'true' : undefined}
            style={badgeStyle}
          >
            <span className="m_5add502a mantine-Badge-label">{text}</span>
          </div>
        )}
      </span>
    </Link>
  );
}
