import { Text } from '@mantine/core';

/** A labelled figure of a source's status card. */
export function StatusFigure({ label, value, danger }: { label: string; value: string; danger?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={danger ? 'red.8' : undefined}>
        {value}
      </Text>
    </div>
  );
}
