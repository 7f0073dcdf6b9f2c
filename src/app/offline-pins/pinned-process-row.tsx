import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'wouter';
import { formatBytes } from '../../lib/format-bytes';
import { formatDateTime } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import type { PinnedProcess } from '../../offline/pinned-store';

interface Props {
  pin: PinnedProcess;
  removing: boolean;
  onRemove: () => void;
}

/** One pinned process: its number (a link), when it was saved, its files and the space it takes. */
export function PinnedProcessRow({ pin, removing, onRemove }: Props) {
  const files = pin.files.length === 1 ? '1 arquivo' : `${pin.files.length} arquivos`;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} data-testid="pinned-row">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} href={`${paths.processes}/${pin.processId}`} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {pin.number}
        </Anchor>
        <Text size="xs" c="dimmed">
          Salvo em {formatDateTime(pin.savedAt)} · {files} · <span data-testid="pinned-size">{formatBytes(pin.bytes)}</span>
        </Text>
      </Stack>
      <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden="true" />} loading={removing} onClick={onRemove} style={{ flexShrink: 0 }} aria-label={`Remover ${pin.number} do uso offline`}>
        Remover
      </Button>
    </Group>
  );
}
