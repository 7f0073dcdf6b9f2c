import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionEnding } from '../../lib/auth-store';
import { reportError } from '../../lib/error-reporting';
import { pushKeys } from './api/push-keys';
import { followOrganization, unsubscribeThisDevice } from './this-device';

/**
 * In the signed-in shell: logout unsubscribes this device (never waited for), and an organization switch moves this
 * device's pushes to the organization on screen.
 */
export function useDevicePushSession(orgId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => onSessionEnding(unsubscribeThisDevice), []);
  useEffect(() => {
    followOrganization(orgId)
      .then((moved) => {
        if (moved) void queryClient.invalidateQueries({ queryKey: pushKeys.devices(orgId) });
      })
      .catch((error: unknown) => reportError(error, { phase: 'push-follow-organization' }));
  }, [orgId, queryClient]);
}
