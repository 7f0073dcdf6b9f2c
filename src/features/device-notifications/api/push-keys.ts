import { queryKeys } from '../../../lib/query-keys';

/** The caller's devices in an organization, under the organization's root (a switch refreshes them). */
export const pushKeys = {
  vapidKey: () => ['push', 'vapid-public-key'] as const,
  devices: (orgId: number) => [...queryKeys.organization(orgId), 'push-devices'] as const,
};
