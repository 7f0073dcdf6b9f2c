import { Anchor, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import type { ConsumeUniqueItem } from '../../../contract/activities';
import { ANALYSIS_STATUS_LABELS, ANALYSIS_TIERS } from '../../../contract/analyses';
import type { PlanBalance } from '../../../contract/plans';
import { formatDateTime } from '../../../lib/format-date';
import { StartAnalysisMenu } from './start-analysis-menu';

interface Props {
  item: ConsumeUniqueItem;
  holderId: number;
  organizationId: number;
  plans: readonly PlanBalance[];
  analysisHref: (consumeId: number, analysisId: number) => string;
  onStarted: (consumeId: number, analysisId: number) => void;
}

/** An activity's analyses (date, plan type, status, open) and the button for a new one. */
export function ItemAnalyses({ item, holderId, organizationId, plans, analysisHref, onStarted }: Props) {
  return (
    <Stack gap="xs" data-testid="item-analyses">
      {item.analyses.length > 0 && (
        <Table verticalSpacing={4} fz="sm" withRowBorders={false}>
          <Table.Caption ta="left" mt={0} mb={4} fz="xs">
            Análises de risco
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Plano</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ação</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {item.analyses.map((analysis) => (
              <Table.Tr key={analysis.id} data-testid="analysis-row">
                <Table.Td>{formatDateTime(analysis.createdAt)}</Table.Td>
                <Table.Td>{ANALYSIS_TIERS[analysis.type].label}</Table.Td>
                <Table.Td>{ANALYSIS_STATUS_LABELS[analysis.status]}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} href={analysisHref(item.id, analysis.id)} size="sm">
                    Abrir análise
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="xs">
        <StartAnalysisMenu holderId={holderId} organizationId={organizationId} consumeId={item.id} plans={plans} onStarted={(analysisId) => onStarted(item.id, analysisId)} />
      </Group>
    </Stack>
  );
}
