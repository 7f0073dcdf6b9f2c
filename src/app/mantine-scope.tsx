import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { lightColorScheme } from './light-color-scheme';
import { theme } from './theme';

/**
 * Mantine's provider (theme, colour scheme) around what renders Mantine components: the shell, the popups, the sign-in
 * screens other than the login, and the login's deferred parts. Not at the app's root: the login screen is drawn with
 * bare components, and its file (every first visit's) carries no Mantine code. The theme's CSS variables and
 * responsive classes come from theme-variables.css (scripts/theme-css.ts), not from styles injected on every start.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      colorSchemeManager={lightColorScheme}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
