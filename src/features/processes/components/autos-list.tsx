import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileText, IconPhoto } from '@tabler/icons-react';
import { openViewerById } from '../../../lib/popups';
import { NotSavedOffline } from '../../../components/not-saved-offline';
import { formatProcessDate } from '../../../lib/special-dates';
import { useAutos } from '../api/get-autos';

interface Props {
  orgId: number;
  processId: number;
}

/** Case files (autos): description and date; 'Abrir' opens the viewer popup. */
export function AutosList({ orgId, processId }: Props) {
  const query = useAutos(orgId, processId);
  if (query.isPending && query.fetchStatus === 'paused') return <NotSavedOffline what="A lista de autos" feminine />;
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label="Carregando autos" />
      </Center>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Group gap="sm" data-testid="autos-failed">
        <Text c="dimmed">Não foi possível carregar os autos.</Text>
        <Button size="xs" variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </Group>
    );
  }
  const autos = query.data ?? [];
  if (autos.length === 0)
    return (
      <Text c="dimmed" data-testid="autos-empty">
        Nenhum documento nos autos.
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="autos-list">
      {autos.map((a) => (
        <Group
          key={a.id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {a.contentType.startsWith('image/') ? (
              <IconPhoto size={20} aria-hidden="true" />
            ) : (
              <IconFileText size={20} aria-hidden="true" />
            )}
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {a.description || a.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatProcessDate(a.date)} · {a.name}
              </Text>
            </div>
          </Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => openViewerById(a.id)}
            aria-label={`Abrir ${a.description || a.name}`}
          >
            Abrir
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
