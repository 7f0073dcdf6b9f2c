import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'wouter';
import { formatBytes } from '../../lib/format-bytes';
import { formatDateTime } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import type { PinnedProcess } from '../../offline/pinned-store';
import { countLabel } from '../../contract/plural';
import { OnDemandTooltip } from '../../components/on-demand-tooltip';

interface Props {
  pin: PinnedProcess;
  removing: boolean;
  onRemove: () => void;
}

/** One pinned process: its number (a link), when it was saved, its files and the space it takes. */
export function PinnedProcessRow({ pin, removing, onRemove }: Props) {
  const files = countLabel(pin.files.length, 'arquivo', 'arquivos');
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="pinned-row"
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          href={paths.process.getHref(pin.processId)}
          ff="monospace"
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          {pin.number}
        </Anchor>
        <Text size="xs" c="dimmed">
          Salvo em {formatDateTime(pin.savedAt)} · {files} ·{' '}
          <span data-testid="pinned-size">{formatBytes(pin.bytes)}</span>
        </Text>
      </Stack>
      {/* An icon keeps the CNJ number on one line on a phone. */}
      <OnDemandTooltip label="Remover do uso offline" withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          loading={removing}
          onClick={onRemove}
          aria-label={`Remover ${pin.number} do uso offline`}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </OnDemandTooltip>
    </Group>
  );
}
