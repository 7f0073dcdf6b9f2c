import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { sessionKeys } from './api/session-keys';

/**
 * The shell's session queries do not refetch when they mount: a start from the saved cache drew the shell, then
 * asked again for the user, the organizations, the holders and the badge's total (and, with the network gone, handled
 * four failures and redrew the shell with the offline banner) before the first page's rows: ~30 ms of a start at 4×
 * CPU (docs/performance.md). The same refresh comes right after the first screen is drawn (RefreshSessionAfterPaint);
 * focus and the badge's minute still apply. Without saved data a query fetches on mount as before.
 */
export const REFRESH_AFTER_FIRST_SCREEN = { refetchOnMount: false } as const;

/**
 * The session's stale queries on screen, fetched again: what their mount would have done. One already on its way (an
 * organization switch fetching the new one's holders) is left to finish, not started over.
 */
export function refreshStaleSession(queryClient: QueryClient, orgId: number): void {
  const keys = [
    sessionKeys.user(),
    sessionKeys.organizations(),
    sessionKeys.holders(orgId),
    queryKeys.notificationTotal(orgId),
  ];
  for (const queryKey of keys)
    void queryClient.refetchQueries({ queryKey, exact: true, type: 'active', stale: true }, { cancelRefetch: false });
}
