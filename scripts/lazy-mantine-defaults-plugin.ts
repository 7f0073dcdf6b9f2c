import type { Plugin } from 'vite';

const FILE = /@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;
/** Mantine works out its default theme's CSS variables when the module is evaluated, for a cleanup it rarely needs. */
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const LAZY =
  'let defaultCssVariablesCache;' +
  'const defaultCssVariablesOnce = () => defaultCssVariablesCache ??= defaultCssVariablesResolver(DEFAULT_THEME);';

/**
 * Mantine's removeDefaultVariables compares a theme's CSS variables with the default theme's, which its module works
 * out on evaluation: every colour of every shade turned into variables, ~3 ms at 1× CPU (~12–17 ms at 4×) of the
 * shell's evaluation, the longest task of a signed-in start. The app never asks for it (MantineProvider has
 * `withCssVariables={false}`: theme-variables.css holds them), so the work is made to wait for its first use. The build
 * fails if Mantine's module no longer has the line this relies on.
 */
export function lazyMantineDefaults(): Plugin {
  let patched = false;
  return {
    name: 'painel-lazy-mantine-defaults',
    apply: 'build',
    buildStart() {
      patched = false;
    },
    transform: {
      filter: { id: { include: [FILE] } },
      handler(code, id) {
        if (!FILE.test(id)) return null;
        if (!code.includes(EAGER)) this.error(`${id} changed: "${EAGER}" is gone`);
        patched = true;
        const uses = code.replace(EAGER, LAZY).replaceAll('defaultCssVariables.', 'defaultCssVariablesOnce().');
        return { code: uses, map: null };
      },
    },
    buildEnd(error) {
      if (!error && !patched && this.environment.name === 'client')
        this.error(
          "Mantine's remove-default-variables.mjs was never transformed: its defaults are built on evaluation",
        );
    },
  };
}
