import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { endSession, onSessionEnd } from '../lib/auth-store';
import { onForbidden, onUnauthorized } from '../lib/http';
import { forbiddenNotice, setLeaveNotice } from '../lib/leave-notice';
import { isServerUnreachable, subscribeRecovery } from '../lib/network';
import { paths } from '../lib/paths';
import { FEDERATED_IDENTITY_UNBOUND_MESSAGE } from '../contract/constants/auth';
import { accessUnavailableMessage } from '../features/session/access-unavailable';
import { sessionKeys } from '../features/session/api/session-keys';
import { getAppConfig } from '../lib/config';

/** What the API's answers and the connection mean for the query cache, while a screen that reads data is open. */
export function useQueryClientEvents(queryClient: QueryClient): void {
  useEffect(() => {
    // 401 → log out and go to /; 403 → go to / (docs/product.md#unauthorized-and-forbidden).
    // A Google account bound to nobody is a person without access: the catalogue's message, as with no organization.
    onUnauthorized((error) => {
      const unbound = error.message === FEDERATED_IDENTITY_UNBOUND_MESSAGE;
      void endSession(
        unbound ? { kind: 'error', message: accessUnavailableMessage(getAppConfig().contact) } : null,
      ).then(() => navigate(paths.home.getHref(), { replace: true }));
    });
    // …saying why on Início.
    onForbidden((apiPath) => {
      setLeaveNotice(forbiddenNotice(apiPath));
      navigate(paths.home.getHref(), { replace: true });
      // A 403 may mean the membership was deactivated: the organization list is asked again at once, and
      // the session gate moves to another organization or, with none left, ends with 'Acesso indisponível!'.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.organizations() });
    });
    // Back online, what is on screen was read from the saved copy: refresh it now, fresh or not (no reload needed).
    const refreshOnScreen = () => void queryClient.invalidateQueries({ refetchType: 'active' });
    window.addEventListener('online', refreshOnScreen);
    // The same when the server answers again after a spell of not answering (the browser stayed online).
    const stopWatchingServer = subscribeRecovery(isServerUnreachable, refreshOnScreen);
    // Another person may sign in next on this device: nothing of the last one stays in memory.
    const stopListening = onSessionEnd(() => queryClient.clear());
    return () => {
      window.removeEventListener('online', refreshOnScreen);
      stopWatchingServer();
      stopListening();
    };
  }, [queryClient]);
}
