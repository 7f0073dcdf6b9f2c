import { Badge } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { formatDateTime } from '../lib/format-date';
import { useIsOffline } from '../lib/network';

/** What decides whether a copy's age is shown: when it was fetched, and whether its last refresh failed. */
export interface DataAge {
  /** When the data on screen was fetched (TanStack Query's dataUpdatedAt), 0 when never. */
  updatedAt: number;
  /** The last refresh failed (a server that does not answer): the copy on screen is old even while online. */
  refreshFailed?: boolean;
}

interface Props extends DataAge {
  /**
   * A badge of the same screen above this one (a process's header over its movements): when it shows the same
   * minute, this one would only repeat it and is left out.
   */
  above?: DataAge;
}

function shownText({ updatedAt, refreshFailed = false }: DataAge, offline: boolean): string | null {
  if (!updatedAt || (!offline && !refreshFailed)) return null;
  return `dados de ${formatDateTime(updatedAt)}`;
}

/** "dados de DD/MM/YYYY HH:mm" on data shown from this device's copy: offline, or when the server does not answer. */
export function CachedDataAge({ updatedAt, refreshFailed = false, above }: Props) {
  const offline = useIsOffline();
  const text = shownText({ updatedAt, refreshFailed }, offline);
  if (text === null || (above && shownText(above, offline) === text)) return null;
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
      {text}
    </Badge>
  );
}
