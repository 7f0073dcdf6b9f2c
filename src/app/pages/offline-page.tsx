import { Alert, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatBytes } from '../../lib/format-bytes';
import { PinnedProcessRow } from '../offline-pins/pinned-process-row';
import { nearQuotaMessage } from '../offline-pins/storage-warnings';
import { usePinActions, usePinnedList, useStorageEstimate } from '../offline-pins/use-offline-pins';
import { countLabel } from '../../contract/plural';

/** /disponivel-offline — what is pinned for offline use on this device, the space it takes, and how to free it. */
export function OfflinePage() {
  const pins = usePinnedList();
  const { unpin } = usePinActions();
  const storage = useStorageEstimate(pins.dataUpdatedAt);
  const list = pins.data ?? [];
  const total = list.reduce((sum, p) => sum + p.bytes, 0);

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <div>
        <Title order={1} size="h2">
          Disponível offline
        </Title>
        <Text c="dimmed" size="sm">
          Processos salvos neste dispositivo, com movimentações, campos personalizados e documentos dos autos, para
          consultar sem internet. Marque outros na página de cada processo.
        </Text>
      </div>
      {storage.data?.nearFull && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title="Armazenamento quase cheio"
          data-testid="storage-near-full"
        >
          {nearQuotaMessage(storage.data)}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Text size="sm" fw={600} data-testid="pinned-total">
          {countLabel(list.length, 'processo', 'processos')} · {formatBytes(total)}
        </Text>
        {storage.data && storage.data.quota > 0 && (
          <Text size="xs" c="dimmed">
            Este aplicativo usa {formatBytes(storage.data.usage)} de {formatBytes(storage.data.quota)} disponíveis neste
            navegador.
          </Text>
        )}
        {pins.isPending ? (
          <Center py="lg">
            <Loader aria-label="Carregando processos salvos" />
          </Center>
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm" mt="md" data-testid="pinned-empty">
            Nenhum processo salvo para uso offline.
          </Text>
        ) : (
          <Stack gap={0} component="ul" mt="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((pin) => (
              <PinnedProcessRow
                key={pin.key}
                pin={pin}
                removing={unpin.isPending && unpin.variables.key === pin.key}
                onRemove={() => unpin.mutate(pin)}
              />
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
