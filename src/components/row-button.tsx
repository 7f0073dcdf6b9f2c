import {
  Button,
  useMantineTheme,
  type ButtonProps,
  type MantineColor,
  type MantineSize,
  type MantineTheme,
} from '@mantine/core';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { BareButtonLoader } from './bare/bare-button-loader';
import { ACTIVE, cls, FOCUS_AUTO } from './bare/mantine-markup';
import { themeVars } from './bare/theme-vars';

export interface RowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  ref?: Ref<HTMLButtonElement>;
  size?: MantineSize;
  variant?: 'filled' | 'light' | 'default' | 'outline' | 'subtle';
  color?: MantineColor;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** As Mantine's: disabled, the label hidden and a loader in its place. */
  loading?: boolean;
}

/** Mantine's own CSS variables for each look (Mantine's resolver, once per theme and look). */
function buttonVars(theme: MantineTheme, size?: MantineSize, variant?: string, color?: MantineColor): CSSProperties {
  return themeVars(
    theme,
    `button|${size ?? ''}|${variant ?? ''}|${color ?? ''}`,
    () => Button.varsResolver(theme, { size, variant, color } as ButtonProps, { variant, size }).root as CSSProperties,
  );
}

/**
 * Mantine's Button as it renders (its classes, data attributes and CSS variables, so the same stylesheet draws it)
 * without its runtime, for the buttons repeated in every row of a list: each Mantine Button was four components
 * (Button, UnstyledButton, Box, and a Transition for the loader, with its media query) and their styles' work, for
 * each of the 4–6 buttons of each of Atividades' cards. tests/unit/row-button.test.tsx renders it beside Mantine's
 * for each look it is used with. Takes a ref and any button attribute, so it can be a menu's target.
 */
export function RowButton({
  ref,
  size,
  variant,
  color,
  leftSection,
  rightSection,
  loading = false,
  disabled = false,
  type = 'button',
  children,
  style,
  className,
  ...others
}: RowButtonProps) {
  const theme = useMantineTheme();
  const vars = buttonVars(theme, size, variant, color);
  const active = !disabled && !loading;
  return (
    <button
      ref={ref}
      type={type}
      className={`${FOCUS_AUTO}${active ? ` ${ACTIVE}` : ''} ${cls.button}${className ? ` ${className}` : ''}`}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      disabled={disabled || loading || undefined}
      style={style ? { ...vars, ...style } : vars}
      {...others}
    >
      {loading && <BareButtonLoader />}
      <span className={cls.buttonInner}>
        {leftSection && (
          <span className={cls.buttonSection} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={cls.buttonLabel} data-loading={loading || undefined}>
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
