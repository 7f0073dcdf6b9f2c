import { Stack } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { OfflineAlert } from '../../../components/offline-alert';
import { errorMessage } from '../../../lib/api-error';
import { useIsOffline } from '../../../lib/network';
import { usePushDevices } from '../api/get-push-devices';
import { useDevicePush } from '../use-device-push';
import { DeviceList } from './device-list';
import { ThisDeviceCard } from './this-device-card';

/** "Notificações no aparelho": this device's state and the person's devices in the organization. */
export function DeviceNotificationsPanel({ orgId }: { orgId: number }) {
  const push = useDevicePush(orgId);
  const devices = usePushDevices(orgId);
  const offline = useIsOffline();
  const list = devices.data?.result;
  const registered = push.endpoint !== null && (list?.some((device) => device.endpoint === push.endpoint) ?? false);
  return (
    <Stack gap="md">
      <ThisDeviceCard push={push} registered={registered} />
      {devices.isError && !list ? (
        offline ? (
          <OfflineAlert testId="push-devices-offline">
            A lista de aparelhos precisa de conexão com a internet e não fica salva neste dispositivo. Ela aparece assim
            que a conexão voltar.
          </OfflineAlert>
        ) : (
          <ErrorState
            title="Não foi possível carregar seus aparelhos"
            message={errorMessage(devices.error)}
            onRetry={() => void devices.refetch()}
          />
        )
      ) : (
        <DeviceList devices={list} loading={devices.isPending} push={push} />
      )}
    </Stack>
  );
}
