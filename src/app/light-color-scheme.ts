import type { MantineColorSchemeManager } from '@mantine/core';

/**
 * The app has one, light, colour scheme: Mantine's default manager read localStorage at every start (a synchronous
 * storage load in the first task, ~5 ms at 1× CPU) and listened to storage events for a choice no screen
 * offers.
 */
export const lightColorScheme: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};
