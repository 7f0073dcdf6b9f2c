import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { PushDevice } from '../../../contract/push';
import { ConfirmModal } from '../../../components/confirm-modal';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import type { useDevicePush } from '../use-device-push';

interface Props {
  devices: readonly PushDevice[] | undefined;
  loading: boolean;
  push: ReturnType<typeof useDevicePush>;
}

/** The person's devices that receive this organization's pushes, with "Enviar teste" and "Remover" (asked first). */
export function DeviceList({ devices, loading, push }: Props) {
  const { endpoint, remove, test } = push;
  const [removing, setRemoving] = useState<PushDevice | null>(null);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="device-list-title">
      <Stack gap="sm">
        <Text fw={600} id="device-list-title">
          Seus aparelhos com notificações
        </Text>
        {loading && <Loader size="sm" aria-label="Carregando aparelhos" />}
        {devices?.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhum aparelho recebe as notificações desta organização.
          </Text>
        )}
        {test.isSuccess && (
          <Alert color="teal" variant="light" role="status" data-testid="push-test-sent">
            Teste enviado. A notificação deve chegar em instantes.
          </Alert>
        )}
        {test.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(test.error)}
          </Alert>
        )}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {devices?.map((device) => (
            <Group
              key={device.id}
              component="li"
              justify="space-between"
              gap="sm"
              wrap="wrap"
              data-testid="push-device"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Group gap={6}>
                  <Text size="sm" fw={500}>
                    {device.label}
                  </Text>
                  {device.endpoint === endpoint && (
                    <Badge size="sm" variant="light" data-testid="this-device">
                      Este aparelho
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  Ativado em {formatDateTime(device.createdAt)}
                  {device.lastSuccessAt ? ` · último envio em ${formatDateTime(device.lastSuccessAt)}` : ''}
                  {device.failureCount > 0
                    ? ` · ${device.failureCount} ${device.failureCount === 1 ? 'falha' : 'falhas'} de entrega`
                    : ''}
                </Text>
              </Stack>
              <NeedsNetwork>
                {(offline) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconSend size={14} aria-hidden="true" />}
                      disabled={offline}
                      loading={test.isPending && test.variables.id === device.id}
                      onClick={() => test.mutate(device)}
                      aria-label={`Enviar teste para ${device.label}`}
                    >
                      Enviar teste
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden="true" />}
                      disabled={offline}
                      loading={remove.isPending && remove.variables.id === device.id}
                      onClick={() => {
                        remove.reset();
                        setRemoving(device);
                      }}
                      aria-label={`Remover ${device.label}`}
                    >
                      Remover
                    </Button>
                  </Group>
                )}
              </NeedsNetwork>
            </Group>
          ))}
        </Stack>
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title="Remover aparelho"
        confirmLabel="Remover"
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => !remove.isPending && setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
      >
        {removing?.endpoint === endpoint
          ? 'Este aparelho deixa de receber as notificações desta organização. Você pode ativá-las de novo depois.'
          : `${removing?.label ?? 'O aparelho'} deixa de receber as notificações desta organização. Para voltar a recebê-las, ative-as de novo nesse aparelho.`}
      </ConfirmModal>
    </Card>
  );
}
