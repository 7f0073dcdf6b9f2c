import { useNetwork } from '@mantine/hooks';

/** Why an action is unavailable offline (shown as its tooltip or next to it). */
export const OFFLINE_ACTION_REASON = 'Indisponível offline: esta ação precisa de conexão com a internet.';

/** true while the browser reports no connectivity. */
export function useIsOffline(): boolean {
  return !useNetwork().online;
}
