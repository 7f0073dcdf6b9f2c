import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from '../../scripts/theme-css';

describe('theme-variables.css', () => {
  it('holds what MantineProvider would inject for the current theme (run npm run theme-css after changing the theme)', () => {
    const css = themeCss();
    expect(css).toContain('--mantine-color-brand-8: #1d4f7c');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(css).toMatch(/\.mantine-hidden-from-sm/);
    expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(css);
  });
});
