import { Badge } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { formatDateTime } from '../lib/format-date';
import { useIsOffline } from '../lib/network';

interface Props {
  /** When the data on screen was fetched (TanStack Query's dataUpdatedAt), 0 when never. */
  updatedAt: number;
  /** The last refresh failed (a server that does not answer): the copy on screen is old even while online. */
  refreshFailed?: boolean;
}

/** "dados de DD/MM/YYYY HH:mm" on data shown from this device's copy: offline, or when the server does not answer. */
export function CachedDataAge({ updatedAt, refreshFailed = false }: Props) {
  const offline = useIsOffline();
  if (!updatedAt || (!offline && !refreshFailed)) return null;
  return (
    <Badge
      variant="light"
      color="yellow"
      radius="sm"
      tt="none"
      fw={500}
      leftSection={<IconClockHour4 size={12} aria-hidden="true" />}
      data-testid="data-age"
    >
      dados de {formatDateTime(updatedAt)}
    </Badge>
  );
}
