import type { CSSProperties, ReactNode } from 'react';
import { ACTIVE, cls, FOCUS_AUTO, rem } from './mantine-markup';
import { BareButtonLoader } from './bare-button-loader';

type Variant = 'filled' | 'default' | 'light';

interface BareButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  onClick?: () => void;
  fullWidth?: boolean;
  /** As Mantine's: disabled, the label hidden and a loader in its place. */
  loading?: boolean;
  /** As Mantine's: greyed and inert. */
  disabled?: boolean;
  /** Mantine's variants of the app's buttons, in the theme's primary colour. */
  variant?: Variant;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  'aria-expanded'?: boolean;
  'data-testid'?: string;
}

const BORDER = `${rem(1)} solid`;

/** The CSS variables Mantine's Button writes for each variant (its stylesheet draws from them). */
const VARIANT_STYLE: Record<Variant, CSSProperties> = {
  filled: { '--button-color': 'var(--mantine-color-white)' } as CSSProperties,
  default: {
    '--button-bd': `${BORDER} var(--mantine-color-default-border)`,
    '--button-bg': 'var(--mantine-color-default)',
    '--button-color': 'var(--mantine-color-default-color)',
    '--button-hover': 'var(--mantine-color-default-hover)',
  } as CSSProperties,
  light: {
    '--button-bd': `${BORDER} transparent`,
    '--button-bg': 'var(--mantine-color-brand-light)',
    '--button-color': 'var(--mantine-color-brand-light-color)',
    '--button-hover': 'var(--mantine-color-brand-light-hover)',
  } as CSSProperties,
};

/** Mantine's Button (size sm) without its runtime. */
export function BareButton({
  children,
  type = 'button',
  onClick,
  fullWidth = false,
  loading = false,
  disabled = false,
  variant = 'filled',
  leftSection,
  rightSection,
  'aria-expanded': expanded,
  'data-testid': testId,
}: BareButtonProps) {
  return (
    <button
      className={`${FOCUS_AUTO}${loading ? '' : ` ${ACTIVE}`} ${cls.button}`}
      data-block={fullWidth ? 'true' : undefined}
      data-variant={variant === 'filled' ? undefined : variant}
      data-with-left-section={leftSection ? 'true' : undefined}
      data-with-right-section={rightSection ? 'true' : undefined}
      data-testid={testId}
      aria-expanded={expanded}
      type={type}
      onClick={onClick}
      style={VARIANT_STYLE[variant]}
      data-loading={loading ? 'true' : undefined}
      disabled={loading || disabled || undefined}
    >
      {loading && <BareButtonLoader />}
      <span className={cls.buttonInner}>
        {leftSection && (
          <span className={cls.buttonSection} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={cls.buttonLabel} data-loading={loading ? 'true' : undefined}>
          {children}
        </span>
        {rightSection && (
          <span className={cls.buttonSection} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </button>
  );
}
