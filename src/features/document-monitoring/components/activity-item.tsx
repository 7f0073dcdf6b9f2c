import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { ConsumeUniqueItem } from '../../../contract/activities';
import type { PlanBalance } from '../../../contract/plans';
import { formatDocumentNumber } from '../../../contract/brazil-document';
import { formatDateTime } from '../../../lib/format-date';
import { ACTIVITY_STATE_LABELS } from '../activity-labels';
import { pauseExplanation, pauseState } from '../pause-availability';
import classes from './activity-item.module.css';
import { MonitoringActions } from './monitoring-actions';
import { countLabel } from '../../../contract/plural';
import type { HolderScope } from '../../../lib/holder-scope';

interface Props {
  item: ConsumeUniqueItem;
  scope: HolderScope;
  monitoria: PlanBalance | null;
  canAct: boolean;
  /** The item's analyses and their actions, composed by the page; a stable function, so that memo holds. */
  renderAnalyses: (item: ConsumeUniqueItem) => ReactNode;
}

// Filled badges in dark tones keep 4.5:1 with their small text.
const STATE_COLORS = { Consulta: '#495057', Monitoria: '#216e31', Pausa: '#a63c06' } as const;

/**
 * One searched or monitored document: who, which document, state, last update, consumption, actions, analyses.
 * Memoised: a page click re-renders the list with the same items (kept while the next page loads), and each item
 * (menus, modals, queries) cost ~20 ms at 4× CPU (the activity list's interaction latency).
 */
export const ActivityItem = memo(function ActivityItem({ item, scope, monitoria, canAct, renderAnalyses }: Props) {
  const name = item.documentInfo || 'Nome não informado';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`${name}, ${formatDocumentNumber(item.documentNumber)}`}
      data-testid="activity-item"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" ff="monospace" data-testid="activity-document">
              {formatDocumentNumber(item.documentNumber)}{' '}
              <Text span size="xs" c="dimmed" ff="inherit">
                ({item.documentType})
              </Text>
            </Text>
          </div>
          <Badge variant="filled" color={STATE_COLORS[item.typeSearch]} data-testid="activity-state">
            {ACTIVITY_STATE_LABELS[item.typeSearch]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Atualizado em {formatDateTime(item.updatedAt)} · Consumo: {countLabel(item.consume, 'unidade', 'unidades')}
        </Text>
        <div className={classes.parts}>
          <div>
            {canAct ? (
              <MonitoringActions item={item} scope={scope} monitoria={monitoria} />
            ) : (
              item.typeSearch !== 'Consulta' && (
                <Text size="xs" c="dimmed">
                  {pauseExplanation(pauseState(item))}
                </Text>
              )
            )}
          </div>
          <div>{renderAnalyses(item)}</div>
        </div>
      </Stack>
    </Card>
  );
});
