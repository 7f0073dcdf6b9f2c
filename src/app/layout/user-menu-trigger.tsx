import { IconChevronDown } from '@tabler/icons-react';
import { useState, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { cls, FOCUS_AUTO, rem } from '../../components/bare/mantine-markup';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

const BUTTON_STYLE: CSSProperties = { borderRadius: 'var(--mantine-radius-xl)', padding: rem(4) };
const GROUP_STYLE = {
  '--group-gap': rem(8),
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
} as CSSProperties;
const AVATAR_STYLE = {
  '--avatar-size': rem(34),
  '--avatar-radius': 'var(--mantine-radius-xl)',
  '--avatar-bg': 'var(--mantine-color-brand-light)',
  '--avatar-color': 'var(--mantine-color-brand-light-color)',
  '--avatar-bd': `${rem(1)} solid transparent`,
} as CSSProperties;
const NAME_STYLE = {
  '--text-fz': 'var(--mantine-font-size-sm)',
  '--text-lh': 'var(--mantine-line-height-sm)',
  fontWeight: 500,
  maxWidth: rem(160),
} as CSSProperties;

/**
 * The user menu's button: drawn at once, the menu's target once its code has come (the rest: Menu.Target's props).
 * Mantine's UnstyledButton, Group, Avatar and Text markup without their runtime, since the shell draws it on every
 * start (tests/unit/shell-header-markup.test.tsx). As Mantine's Avatar, a picture that fails to load gives way to the
 * initials.
 */
export function UserMenuTrigger({
  name,
  picture,
  className,
  style,
  ...rest
}: { name: string; picture: string | null } & ComponentPropsWithRef<'button'>) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = picture !== null && picture !== '' && failed !== picture;
  return (
    <button
      type="button"
      data-testid="user-menu"
      aria-label={`Menu do usuário: ${name}`}
      {...rest}
      className={`${FOCUS_AUTO} m_87cf2631 mantine-UnstyledButton-root${className ? ` ${className}` : ''}`}
      style={style ? { ...BUTTON_STYLE, ...style } : BUTTON_STYLE}
    >
      <div className={cls.group} style={GROUP_STYLE}>
        <div className="m_f85678b6 mantine-Avatar-root" style={AVATAR_STYLE}>
          {showPicture ? (
            <img className="m_11f8ac07 mantine-Avatar-image" src={picture} alt="" onError={() => setFailed(picture)} />
          ) : (
            <span className="m_104cd71f mantine-Avatar-placeholder" title="">
              {initials(name)}
            </span>
          )}
        </div>
        <p
          className={`${FOCUS_AUTO} ${cls.text} mantine-visible-from-sm`}
          data-size="sm"
          data-testid="user-name"
          data-truncate="end"
          style={NAME_STYLE}
        >
          {name}
        </p>
        <IconChevronDown size={14} aria-hidden="true" />
      </div>
    </button>
  );
}
