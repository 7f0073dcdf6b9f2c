import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { OabRegistration } from '../../../contract/court-data';
import { countLabel } from '../../../contract/plural';
import { formatDateTime } from '../../../lib/format-date';
import { newItemsLabel, oabLabel } from '../court-data-labels';
import { BroughtCommunicationRow } from './brought-communication-row';

interface Props {
  registration: OabRegistration;
  processHref: (processId: number) => string;
  /** Admins only: stops the synchronisation of the number. */
  onInactivate?: (registration: OabRegistration) => void;
  offline: boolean;
}

/** One OAB number: whose it is, its state, its last synchronisation and what it brought. */
export function OabRegistrationCard({ registration: r, processHref, onInactivate, offline }: Props) {
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="oab-registration" data-oab={oabLabel(r)}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={700} size="lg">
              OAB {oabLabel(r)}
            </Text>
            <Badge color={r.active ? 'blue' : 'gray'} variant="light">
              {r.active ? 'Sincronizando' : 'Desativada'}
            </Badge>
          </Group>
          {onInactivate && r.active && (
            <Button size="xs" variant="default" color="red" disabled={offline} onClick={() => onInactivate(r)}>
              Desativar
            </Button>
          )}
        </Group>
        <Text size="sm">{r.lawyerName || 'Advogado(a) não informado(a)'}</Text>
        <Text size="sm" c="dimmed">
          {r.lastSyncedAt
            ? `Última sincronização em ${formatDateTime(r.lastSyncedAt)}: ${newItemsLabel(r.lastItems)}.`
            : 'Ainda não sincronizada.'}{' '}
          {countLabel(r.totalCommunications, 'comunicação trazida', 'comunicações trazidas')}
          {r.cancelledCommunications > 0 ? `, ${countLabel(r.cancelledCommunications, 'cancelada', 'canceladas')}` : ''}
          .
        </Text>
        {r.lastError && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-red-7)"
              aria-hidden="true"
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="sm" c="red.8">
              Último erro: {r.lastError}
            </Text>
          </Group>
        )}
        {r.latest.length > 0 && (
          <Stack
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={`O que a OAB ${oabLabel(r)} trouxe`}
          >
            {r.latest.map((item) => (
              <BroughtCommunicationRow
                key={item.id}
                item={item}
                processHref={item.processId === null ? null : processHref(item.processId)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
