import type { MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';

const byTheme = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/**
 * Mantine's CSS variables for one look of a component, worked out once per theme and `key` by `resolve` (the
 * component's own `varsResolver`): the bare stand-ins draw with the variables Mantine would write.
 */
export function themeVars(theme: MantineTheme, key: string, resolve: () => CSSProperties): CSSProperties {
  let cache = byTheme.get(theme);
  if (!cache) byTheme.set(theme, (cache = new Map()));
  let vars = cache.get(key);
  if (!vars) cache.set(key, (vars = resolve()));
  return vars;
}
