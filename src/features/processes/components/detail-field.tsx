import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  children: ReactNode;
}

/** A label over its value, used by the detail cards. */
export function DetailField({ label, children }: Props) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}
