import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AnalysisSummaryItem } from '../contract/analyses';
import { COMPARED_CATEGORIES } from '../contract/constants/analyses';
import { PercentageChange } from './percentage-change';
import { countLabel } from '../contract/plural';
import { formatCentavos } from '../contract/money';
import classes from './risk-summary-grid.module.css';

interface Props {
  summary: readonly AnalysisSummaryItem[];
  /** The previous analysis's date, to say what the percentages compare with. */
  comparedWith?: string;
  /** The category whose detail is open, if the cards select one. */
  selected?: string;
  onSelect?: (category: AnalysisSummaryItem['category']) => void;
  /** False where there is nothing to compare with (a lookup's summary). */
  showChanges?: boolean;
}

const compared = (category: string) => (COMPARED_CATEGORIES as readonly string[]).includes(category);

/** One card per risk category: process count, total in R$ and, for criminal/execution/worker, the change. */
export function RiskSummaryGrid({ summary, comparedWith, selected, onSelect, showChanges = true }: Props) {
  return (
    <Stack gap="xs">
      {(comparedWith || onSelect) && (
        <Text size="sm" c="dimmed">
          {comparedWith && `Variação em relação à análise de ${comparedWith}. `}
          {onSelect && 'Escolha uma categoria para ver os processos dela.'}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="risk-summary">
        {summary.map((item) => {
          const active = selected === item.category;
          return (
            <Card
              key={item.category}
              withBorder
              radius="md"
              padding="sm"
              component={onSelect ? 'button' : 'section'}
              type={onSelect ? 'button' : undefined}
              aria-pressed={onSelect ? active : undefined}
              aria-label={onSelect ? undefined : item.label}
              onClick={onSelect ? () => onSelect(item.category) : undefined}
              data-testid={`risk-${item.category}`}
              style={{
                textAlign: 'left',
                cursor: onSelect ? 'pointer' : undefined,
                borderColor: active ? 'var(--mantine-primary-color-filled)' : undefined,
                borderWidth: active ? 2 : undefined,
              }}
            >
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {item.label}
                </Text>
                <Text className={classes.count} fw={700} lh={1.1}>
                  {countLabel(item.total, 'processo', 'processos')}
                </Text>
                <Text size="sm">{formatCentavos(item.value)}</Text>
                {showChanges && compared(item.category) && (
                  <Stack gap={0}>
                    <PercentageChange value={item.percentageValueChange} subject="valor" />
                    {item.percentageCountChange !== null && (
                      <PercentageChange value={item.percentageCountChange} subject="processos" />
                    )}
                  </Stack>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
