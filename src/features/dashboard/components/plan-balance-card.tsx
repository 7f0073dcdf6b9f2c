import { Alert, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { PlanBalance } from '../../../contract/plans';
import { countLabel, formatCount, pluralize } from '../../../contract/plural';

const BADGE_COLORS = { brand: '#216e31', orange: '#a63c06', red: '#b02a2a' } as const;

/** One plan: how much is left of the total, and the API's alert when it is running out. */
export function PlanBalanceCard({ plan, label }: { plan: PlanBalance; label: string }) {
  const used = plan.limitEnd > 0 ? Math.min(100, (plan.consume / plan.limitEnd) * 100) : 0;
  const color = used >= 100 ? 'red' : used >= 80 ? 'orange' : 'brand';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={`Plano ${label}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{label}</Text>
          {/* Mantine's green/orange badges fall under 4.5:1 with 11 px text; these darker tones pass. */}
          <Badge variant="filled" color={BADGE_COLORS[color]}>
            {used >= 100 ? 'Esgotado' : used >= 80 ? 'Perto do fim' : 'Disponível'}
          </Badge>
        </Group>
        <div>
          <Text size="xl" fw={700} lh={1.1} data-testid="plan-available">
            {formatCount(plan.available)}
          </Text>
          <Text size="sm" c="dimmed">
            {pluralize(plan.available, 'disponível', 'disponíveis')} de {formatCount(plan.limitEnd)} ·{' '}
            {countLabel(plan.consume, 'usado', 'usados')}
          </Text>
        </div>
        <Progress value={used} color={color} size="md" aria-label={`${Math.round(used)}% do plano ${label} usado`} />
        {plan.msgConsume && (
          <Alert
            color={color === 'red' ? 'red' : 'orange'}
            variant="light"
            icon={<IconAlertTriangle aria-hidden="true" />}
            p="xs"
          >
            <Text size="sm">{plan.msgConsume}</Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
