import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { ConsumeUniqueItem } from '../../../contract/activities';
import { ANALYSIS_STATUS_LABELS, ANALYSIS_TIERS } from '../../../contract/constants/analyses';
import type { PlanBalance } from '../../../contract/plans';
import { formatDateTime } from '../../../lib/format-date';
import type { HolderScope } from '../../../lib/holder-scope';
import { StartAnalysisMenu } from './start-analysis-menu';

interface Props {
  item: ConsumeUniqueItem;
  scope: HolderScope;
  plans: readonly PlanBalance[];
  /** False for read-only profiles: no new analyses. */
  canAct: boolean;
  analysisHref: (consumeId: number, analysisId: number) => string;
  onStarted: (consumeId: number, analysisId: number) => void;
}

// Dark tones: small text keeps 4.5:1 on white.
const STATUS_COLORS = { PROCESSING: '#1864ab', DONE: '#216e31', ERROR: '#b02a2a' } as const;

/** An activity's analyses (date, plan type, status, open), newest first, and the button for a new one. */
export function ItemAnalyses({ item, scope, plans, canAct, analysisHref, onStarted }: Props) {
  const titleId = `analyses-${item.id}`;
  return (
    <Stack gap={6} data-testid="item-analyses">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text size="sm" fw={600} id={titleId}>
          Análises de risco
        </Text>
        {canAct && (
          <StartAnalysisMenu
            scope={scope}
            consumeId={item.id}
            plans={plans}
            onStarted={(analysisId) => onStarted(item.id, analysisId)}
          />
        )}
      </Group>
      {item.analyses.length === 0 ? (
        <Text size="xs" c="dimmed">
          Nenhuma análise pedida para este documento.
        </Text>
      ) : (
        <List listStyleType="none" spacing={4} aria-labelledby={titleId}>
          {item.analyses.map((analysis) => (
            <List.Item key={analysis.id} data-testid="analysis-row">
              <Group gap={6} wrap="wrap">
                <Text size="sm">{formatDateTime(analysis.createdAt)}</Text>
                <Text size="sm">· {ANALYSIS_TIERS[analysis.type].label}</Text>
                <Text size="sm" c={STATUS_COLORS[analysis.status]}>
                  · {ANALYSIS_STATUS_LABELS[analysis.status]}
                </Text>
                <Anchor component={Link} href={analysisHref(item.id, analysis.id)} size="sm">
                  Abrir análise
                </Anchor>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
