import { Menu } from '@mantine/core';
import { RowButton } from '../../../components/row-button';
import { IconPlayerPause } from '@tabler/icons-react';
import { LazyMenu } from '../../../components/lazy-menu';
import { PAUSE_DAYS } from '../../../contract/constants/activities';
import { formatDate } from '../../../lib/format-date';
import type { PauseDays } from '../api/pause-monitoring';
import { pauseEndDate } from '../pause-availability';
import { countLabel } from '../../../contract/plural';

interface Props {
  disabled: boolean;
  loading: boolean;
  onPause: (days: PauseDays) => void;
}

/** 30, 60 or 90 days, each saying the day monitoring comes back. */
export function PauseMenu({ disabled, loading, onPause }: Props) {
  return (
    <LazyMenu
      position="bottom-start"
      withinPortal
      target={
        <RowButton
          size="xs"
          variant="default"
          disabled={disabled}
          loading={loading}
          leftSection={<IconPlayerPause size={14} aria-hidden="true" />}
        >
          Pausar
        </RowButton>
      }
    >
      <Menu.Dropdown>
        <Menu.Label>Pausar o monitoramento por</Menu.Label>
        {PAUSE_DAYS.map((days) => (
          <Menu.Item key={days} onClick={() => onPause(days)}>
            {countLabel(days, 'dia', 'dias')} (até {formatDate(pauseEndDate(days))})
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </LazyMenu>
  );
}
