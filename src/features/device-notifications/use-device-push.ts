import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PushDevice } from '../../contract/push';
import { vapidKeyQueryOptions } from './api/get-vapid-key';
import { pushKeys } from './api/push-keys';
import { removeDevice } from './api/remove-device';
import { sendTestPush } from './api/send-test-push';
import { currentSubscription } from './browser-subscription';
import { currentEnvironment, platformOf, pushAvailability } from './push-environment';
import { forgetThisDevice, registerThisDevice } from './this-device';

type PermissionState = NotificationPermission | 'unsupported';

const readPermission = (): PermissionState =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** The state and actions of "Notificações no aparelho" for this device in the organization. */
export function useDevicePush(orgId: number) {
  const queryClient = useQueryClient();
  const [environment] = useState(currentEnvironment);
  const [permission, setPermission] = useState<PermissionState>(readPermission);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const refreshDevices = () => queryClient.invalidateQueries({ queryKey: pushKeys.devices(orgId) });

  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const enable = useMutation({
    // The permission prompt was opened by the tap itself (see `enableAfterTap`): browsers refuse it otherwise.
    mutationFn: async (asked: Promise<NotificationPermission>) => {
      const answer = await asked;
      setPermission(answer);
      if (answer !== 'granted') return null;
      const { publicKey } = await queryClient.fetchQuery(vapidKeyQueryOptions());
      const device = await registerThisDevice(orgId, publicKey);
      setEndpoint(device.endpoint);
      return device;
    },
    onSuccess: () => void refreshDevices(),
  });

  const remove = useMutation({
    mutationFn: async (device: PushDevice) => {
      await removeDevice(orgId, device.id);
      if (device.endpoint === endpoint) {
        await forgetThisDevice();
        setEndpoint(null);
      }
    },
    onSettled: () => void refreshDevices(),
  });

  const test = useMutation({
    mutationFn: (device: PushDevice) => sendTestPush(orgId, device.id),
    // A 410 means the server removed a device the browser had dropped.
    onSettled: () => void refreshDevices(),
  });

  return {
    availability: pushAvailability(environment),
    platform: platformOf(environment),
    permission,
    /** This browser's push endpoint: the list marks its device "Este aparelho". */
    endpoint,
    enable,
    /** Call from the click handler: asks the permission there (the only moment browsers allow it), then registers. */
    enableAfterTap: () => enable.mutate(Notification.requestPermission()),
    remove,
    test,
  };
}
