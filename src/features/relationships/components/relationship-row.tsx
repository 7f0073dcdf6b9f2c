import { Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import {
  RELATIONSHIP_LOOKUP_FAILED,
  RELATIONSHIP_RETRY_LABEL,
  type RiskKind,
} from '../../../contract/constants/relationships';
import { decisionSummary } from '../risk-decision';
import { chipLabels, kindEndedOn } from '../risk-evidence';
import type { EntityRow } from '../table-rows';

export interface RelationshipRowActions {
  onEvidence: (key: string, kind: RiskKind) => void;
  /** Re-runs a failed lookup (consuming profiles, online); absent: the row only says it failed. */
  onRetry?: (key: string) => void;
  /** The key whose lookup is being re-run. */
  retrying: string | null;
  /** Why a retry failed, by key: shown beside its button. */
  retryErrors: ReadonlyMap<string, string>;
  /** What an entity without flags reads ("Nenhum", or that protests were not looked up). */
  noRisk: string;
  /** Keys of the companies with a register record, and how to open it. */
  hasRegistry: (key: string) => boolean;
  onRegistry: (key: string) => void;
}

/** One entity of the relationship table: name, document, ties, level, risks (or the failed lookup) and distance. */
export function RelationshipRow({
  row,
  onEvidence,
  onRetry,
  retrying,
  retryErrors,
  noRisk,
  hasRegistry,
  onRegistry,
}: RelationshipRowActions & { row: EntityRow }) {
  const decision = decisionSummary(row.risks);
  return (
    <Table.Tr data-testid="relationship-row">
      <Table.Th scope="row" fw={600}>
        {row.name}
        <Text size="xs" c="dark.4" fw={400}>
          {row.kind}
        </Text>
        {hasRegistry(row.key) && (
          <Button
            size="compact-xs"
            variant="subtle"
            px={0}
            onClick={() => onRegistry(row.key)}
            aria-label={`Dados cadastrais de ${row.name}`}
          >
            Dados cadastrais
          </Button>
        )}
      </Table.Th>
      <Table.Td ff="monospace">{row.document}</Table.Td>
      <Table.Td>
        {row.ties.length === 0 ? (
          <Text size="sm">Documento analisado</Text>
        ) : (
          <List size="sm" listStyleType="none" spacing={2}>
            {row.ties.map((tie, i) => (
              <List.Item key={i}>
                {tie.qualification} em {tie.company} · {tie.level} · início: {tie.start} · fim: {tie.end}
                {tie.active ? '' : ' · encerrado'}
              </List.Item>
            ))}
          </List>
        )}
      </Table.Td>
      <Table.Td>{row.level === 0 ? 'Centro' : row.level}</Table.Td>
      <Table.Td>
        {row.lookupFailed ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="red.9">
              {RELATIONSHIP_LOOKUP_FAILED}
            </Text>
            {onRetry && (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                loading={retrying === row.key}
                onClick={() => onRetry(row.key)}
                aria-label={`${RELATIONSHIP_RETRY_LABEL}: ${row.name}`}
              >
                {RELATIONSHIP_RETRY_LABEL}
              </Button>
            )}
            {retryErrors.has(row.key) && (
              <Text size="xs" c="red.9" role="alert">
                {retryErrors.get(row.key)}
              </Text>
            )}
          </Stack>
        ) : row.risks.length === 0 ? (
          <Text size="sm">{noRisk}</Text>
        ) : (
          <Group gap={4}>
            {[...new Set(row.risks.map((r) => r.kind))].map((kind) => {
              const ended = kindEndedOn(row.risks, kind);
              const chip = chipLabels(kind, ended, row.name);
              return (
                <Badge
                  key={kind}
                  component="button"
                  type="button"
                  color={ended ? 'gray.7' : 'red.9'}
                  style={{ cursor: 'pointer' }}
                  onClick={() => onEvidence(row.key, kind)}
                  aria-label={chip.aria}
                >
                  {chip.text}
                </Badge>
              );
            })}
            {decision && (
              <Text size="xs" c="dark.4" w="100%">
                {decision}
              </Text>
            )}
          </Group>
        )}
      </Table.Td>
      <Table.Td>{row.distance}</Table.Td>
    </Table.Tr>
  );
}
