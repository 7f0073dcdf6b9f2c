import { Alert, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { PlanBalance } from '../../../contract/plans';
import { countLabel, formatCount, pluralize } from '../../../contract/plural';
import { formatDate } from '../../../lib/format-date';
import { PLAN_LABELS } from '../../../lib/plan-consumption';
import { alertLevel, forecastRunOut, usedPercent, type AlertLevel } from '../forecast';

// Filled tones that keep 4.5:1 with white 11 px badge text.
const LEVEL_COLORS: Record<AlertLevel, string> = { 0: '#216e31', 70: '#8a5a00', 80: '#a63c06', 90: '#b02a2a' };

function forecastText(plan: PlanBalance, consumed: number, windowDays: number, today: string): string {
  const forecast = forecastRunOut(plan.available, consumed, windowDays, today);
  if (forecast.kind === 'exhausted') return 'Saldo esgotado.';
  if (forecast.kind === 'idle') return 'Sem consumo recente: no ritmo atual, o saldo não se esgota.';
  const pace =
    forecast.perDay >= 1
      ? `${formatCount(Math.round(forecast.perDay))} por dia`
      : `${formatCount(Math.round(forecast.perDay * 30))} por mês`;
  return `No ritmo atual (≈ ${pace}), o saldo acaba em ${formatDate(forecast.date)} (${forecast.days === 1 ? 'amanhã' : `em ${countLabel(forecast.days, 'dia', 'dias')}`}).`;
}

interface Props {
  plan: PlanBalance;
  /** Units of this plan's type in the pace window, and the window's length in days. */
  consumed: number;
  windowDays: number;
  /** YYYY-MM-DD in Brasília. */
  today: string;
}

/** One plan: used share with its 70/80/90 % alert, and the day the balance runs out at the current pace. */
export function PlanForecastCard({ plan, consumed, windowDays, today }: Props) {
  const label = PLAN_LABELS[plan.typePlan] ?? plan.typePlan;
  const used = usedPercent(plan.consume, plan.limitEnd);
  const level = alertLevel(plan.consume, plan.limitEnd);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={`Plano ${label}`}
      data-testid="plan-forecast"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{label}</Text>
          <Badge style={{ flexShrink: 0 }} variant="filled" color={LEVEL_COLORS[level]} tt="none" data-level={level}>
            {level === 0 ? 'Normal' : `≥ ${level}%`}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={700} size="lg">
            {formatCount(plan.available)}
          </Text>{' '}
          {pluralize(plan.available, 'disponível', 'disponíveis')} de {formatCount(plan.limitEnd)} ·{' '}
          {countLabel(plan.consume, 'usado', 'usados')}
        </Text>
        <Progress
          value={used}
          color={LEVEL_COLORS[level]}
          aria-label={`${Math.round(used)}% do plano ${label} usado`}
        />
        <Text size="sm" data-testid="plan-forecast-text">
          {forecastText(plan, consumed, windowDays, today)}
        </Text>
        {level > 0 && (
          <Alert
            color={level >= 90 ? 'red' : 'orange'}
            variant="light"
            icon={<IconAlertTriangle aria-hidden="true" />}
            p="xs"
          >
            <Text size="sm">
              {level >= 90
                ? 'Mais de 90% do plano usado: fale com o comercial para ampliar o saldo.'
                : `O plano passou de ${level}% de uso.`}
            </Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
