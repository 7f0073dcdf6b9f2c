import { SegmentedControl, useMantineTheme, type MantineTheme, type SegmentedControlProps } from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import { cls } from './bare/mantine-markup';
import { themeVars } from './bare/theme-vars';
import { useFirstUse } from './use-first-use';

export interface LazySegmentedControlProps {
  data: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** As Mantine's `w`, for the one width the screens use. */
  w?: 'fit-content';
  fullWidth?: boolean;
}

/** Mantine's own CSS variables for the default look (the screens set no size, radius or colour). */
const rootVars = (theme: MantineTheme): CSSProperties =>
  themeVars(
    theme,
    'segmented-control',
    () => SegmentedControl.varsResolver(theme, {} as SegmentedControlProps, {}).root as CSSProperties,
  );

/**
 * Mantine's SegmentedControl whose moving indicator mounts on first use (use-first-use.ts). Mounted with the screen,
 * the indicator measured the page in the commit that drew it (a forced layout of the whole new screen: 112 ms at 4×
 * CPU on /relacionamentos, npm run js-profile) after two cascading re-renders of its own. Until then it is drawn as
 * Mantine draws it before its indicator is placed (the active label's own background; the same classes, so the same
 * stylesheet): working radios, so a choice made before the swap is kept. tests/unit/lazy-segmented-control.test.tsx
 * compares the two.
 */
export function LazySegmentedControl(props: LazySegmentedControlProps) {
  const theme = useMantineTheme();
  const name = useId();
  const { armed, ref, handlers } = useFirstUse<HTMLElement>();
  const { data, value, onChange, fullWidth, w } = props;

  if (armed) {
    return (
      <SegmentedControl
        data={[...data]}
        value={value}
        onChange={onChange}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        w={w}
        fullWidth={fullWidth}
        // The stand-in's radio ids (Mantine's are `${name}-${value}`): what named a radio before the swap still does.
        name={name}
        // Keyboard focus moves to the real control's checked radio, where it was in the stand-in.
        ref={(root) => {
          ref.current = root?.querySelector<HTMLElement>('input:checked') ?? root;
        }}
      />
    );
  }
  const vars = rootVars(theme);
  return (
    <div
      style={w ? { ...vars, width: w } : vars}
      className={cls.segmentedRoot}
      data-full-width={fullWidth || undefined}
      data-with-items-borders="true"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      role="radiogroup"
      {...handlers({})}
    >
      {data.map((item) => {
        const active = item.value === value;
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={cls.segmentedControl} data-active={active || undefined}>
            <input
              className={cls.segmentedInput}
              type="radio"
              id={id}
              data-focus-ring={theme.focusRing}
              name={name}
              value={item.value}
              checked={active}
              onChange={() => onChange(item.value)}
            />
            <label className={cls.segmentedLabel} data-active={active || undefined} htmlFor={id}>
              <span className={cls.segmentedInnerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
