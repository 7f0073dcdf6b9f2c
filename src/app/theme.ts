import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Built around the manifest's theme colour #1d4f7c (shade 8); shades 7–9 keep ≥ 4.5:1 against white.
const brand: MantineColorsTuple = [
  '#eaf2fb',
  '#d5e3f3',
  '#a9c5e6',
  '#7aa5d9',
  '#5389cd',
  '#3b78c6',
  '#2d6fc4',
  '#1f5da9',
  '#1d4f7c',
  '#123e66',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  defaultRadius: 'md',
  // Keyboard users always see where they are; mouse clicks do not draw rings.
  focusRing: 'auto',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  // The side menu's mobile breakpoint is 768 px (docs/product.md#side-menu); 'sm' is that breakpoint everywhere.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  // Notification descriptions default to gray 6 (under 4.5:1 on white); gray 7 passes.
  components: {
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
    // Mantine keeps every closed select's list in the page (display: none), and floating-ui then positions each one
    // on mount and on every scroll: the four filters of /processos cost ~150 ms at 4× CPU.
    // Mounted on open, the list is positioned only while someone uses it.
    Combobox: { defaultProps: { keepMounted: false } },
    // Mantine's modal close button is an icon without a name (axe: button-name); every modal's says what it does.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
  },
});

/** Mantine's dimmed text (gray 6) falls under 4.5:1 on white and on gray 0; gray 7 keeps secondary text readable. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
