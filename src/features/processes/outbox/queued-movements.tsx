import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconClockUp } from '@tabler/icons-react';
import { memo } from 'react';
import { formatDate } from '../../../lib/format-date';
import type { OutboxItem } from '../../../offline/outbox-store';
import { useOutbox, useOutboxProgress } from './outbox-context';

interface Props {
  orgId: number;
  processId: number;
}

/**
 * Memoised: upload progress ticks several times a second, and only the item being sent has a new value. Re-rendering
 * every queued item on each tick kept a phone's CPU busy for the whole drain (0.9 of a core at 4× slowdown, 20 items).
 */
const QueuedMovement = memo(function QueuedMovement({
  item,
  progress,
}: {
  item: OutboxItem;
  progress: number | undefined;
}) {
  const { discard, retry } = useOutbox();
  const parked = item.state === 'parked';
  return (
    <Alert
      color={parked ? 'red' : 'yellow'}
      variant="light"
      icon={<IconClockUp size={18} aria-hidden="true" />}
      data-testid="queued-movement"
      data-state={item.state}
      data-attempts={item.attempts}
      title={
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {formatDate(item.dtMovimentation)}
          </Text>
          <Badge size="sm" variant="light" color={parked ? 'red' : 'yellow'}>
            {parked ? 'Não enviada' : item.state === 'sending' ? 'Enviando' : 'Pendente de envio'}
          </Badge>
        </Group>
      }
    >
      <Stack gap={4}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.description}
        </Text>
        <Text size="xs" c="dimmed">
          {item.fileName}
        </Text>
        {/* No width transition: on a slow uplink the bar moves several times a second, and each transition re-lays
            out the page on every frame while the upload runs (bench figure 8). */}
        {progress !== undefined && (
          <Progress
            value={Math.round(progress * 100)}
            aria-label="Progresso do envio"
            size="sm"
            transitionDuration={0}
          />
        )}
        {parked && (
          <>
            <Text size="sm" c="red.9" role="alert">
              Não enviada: {item.lastError ?? 'o servidor recusou a movimentação.'}
            </Text>
            <Group gap="xs">
              <Button size="compact-xs" variant="default" onClick={() => void discard(item.id)}>
                Descartar
              </Button>
              <Button size="compact-xs" variant="light" onClick={() => void retry(item.id)}>
                Tentar novamente
              </Button>
            </Group>
          </>
        )}
        {!parked && item.awaitingSignIn && (
          <Text size="xs" c="dimmed">
            Aguardando você entrar novamente para enviar.
          </Text>
        )}
      </Stack>
    </Alert>
  );
});

/** The process's manual movements still in this device's outbox, above its timeline. */
export function QueuedMovements({ orgId, processId }: Props) {
  const { items } = useOutbox();
  const progress = useOutboxProgress();
  const mine = items.filter((i) => i.orgId === orgId && i.processId === processId);
  if (mine.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="queued-movements" aria-label="Movimentações pendentes de envio">
      {mine.map((item) => (
        <QueuedMovement key={item.id} item={item} progress={progress[item.id]} />
      ))}
    </Stack>
  );
}
