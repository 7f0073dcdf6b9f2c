import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from '@tabler/icons-react';
import { formatPercentage } from '../lib/percentage-change';

interface Props {
  /** Percentage against the previous analysis; null when there is none to compare with. */
  value: number | null;
  /** What changed, for the accessible text: 'valor' or 'processos'. */
  subject: string;
}

// More risk is bad news: up is red, down is green. Dark tones keep 4.5:1 on white.
const UP = '#b02a2a';
const DOWN = '#216e31';

/** An arrow, a colour and a signed percentage that a user reads at a glance; the words say the same for screen readers. */
export function PercentageChange({ value, subject }: Props) {
  if (value === null) {
    return (
      <Text size="xs" c="dimmed">
        Sem análise anterior para comparar
      </Text>
    );
  }
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'same';
  const Icon = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : IconEqual;
  const color = direction === 'up' ? UP : direction === 'down' ? DOWN : 'var(--mantine-color-gray-7)';
  const words = direction === 'up' ? 'aumentou' : direction === 'down' ? 'diminuiu' : 'não mudou';
  return (
    <Group gap={4} wrap="nowrap" data-testid="percentage-change" data-direction={direction}>
      <Icon size={16} color={color} aria-hidden="true" />
      <Text size="sm" fw={600} c={color} aria-label={`${subject} ${words}: ${formatPercentage(value)}`}>
        {formatPercentage(value)}
      </Text>
      <Text size="xs" c="dimmed" aria-hidden="true">
        {subject}
      </Text>
    </Group>
  );
}
