import { Switch, Text, Tooltip } from '@mantine/core';
import { errorMessage } from '../../lib/api-error';
import { formatBytes } from '../../lib/format-bytes';
import { formatDateTime } from '../../lib/format-date';
import { OFFLINE_ACTION_REASON, useIsOffline } from '../../lib/network';
import { isQuotaError } from '../../offline/storage-quota';
import { QUOTA_FULL_MESSAGE } from './storage-warnings';
import { usePinActions, usePinnedList } from './use-offline-pins';

interface Props {
  orgId: number;
  processId: number;
}

/** "Disponível offline" on a process: on saves it (data and case files) on this device, off frees the space. */
export function PinProcessSwitch({ orgId, processId }: Props) {
  const offline = useIsOffline();
  const pins = usePinnedList();
  const { pin, unpin } = usePinActions();
  const record = pins.data?.find((p) => p.orgId === orgId && p.processId === processId) ?? null;
  const busy = pin.isPending || unpin.isPending;
  // Saving needs the network; removing does not.
  const blocked = offline && !record;

  let description: string | null = null;
  if (pin.isPending) description = 'Salvando para uso offline…';
  else if (record) description = `Salvo em ${formatDateTime(record.savedAt)} · ${formatBytes(record.bytes)}`;

  const toggle = (
    <Switch
      label="Disponível offline"
      description={description}
      checked={record !== null || pin.isPending}
      disabled={busy || blocked || pins.isPending}
      onChange={(event) => {
        if (event.currentTarget.checked) pin.mutate({ orgId, processId });
        else if (record) unpin.mutate(record);
      }}
      data-testid="pin-offline"
    />
  );

  return (
    <div>
      {blocked ? (
        <Tooltip label={OFFLINE_ACTION_REASON} multiline w={240} withArrow>
          <span style={{ display: 'inline-block' }}>{toggle}</span>
        </Tooltip>
      ) : (
        toggle
      )}
      {pin.isError && (
        <Text size="xs" c="red.8" mt={4} role="alert" maw={320}>
          {isQuotaError(pin.error)
            ? QUOTA_FULL_MESSAGE
            : `Não foi possível salvar para uso offline: ${errorMessage(pin.error)}`}
        </Text>
      )}
    </div>
  );
}
