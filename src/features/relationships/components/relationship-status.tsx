import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { NeedsNetwork } from '../../../components/needs-network';
import { RELATIONSHIP_RETRY_LABEL } from '../../../contract/constants/relationships';
import type { RelationshipAnalysis } from '../../../contract/relationships';
import { errorMessage } from '../../../lib/api-error';
import type { HolderScope } from '../../../lib/holder-scope';
import { useRetryRelationshipAnalysis } from '../api/retry-relationship-analysis';

interface Props {
  scope: HolderScope;
  analysis: RelationshipAnalysis;
  /** Consuming profiles may run a failed analysis again; a LAWYER reads. */
  canAct: boolean;
}

/** While the analysis runs (followed every 2 s) or after it failed, with "Tentar novamente" (nothing consumed again). */
export function RelationshipStatus({ scope, analysis, canAct }: Props) {
  const retry = useRetryRelationshipAnalysis(scope, analysis);
  if (analysis.status === 'PROCESSING') {
    return (
      <Alert variant="light" role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Buscando os sócios e as empresas ligadas ao documento. A página se atualiza sozinha.</Text>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" title="A análise de relacionamentos falhou">
      <Stack gap="sm">
        <Text size="sm">{analysis.error ?? 'O provedor dos dados não respondeu.'}</Text>
        {canAct ? (
          <NeedsNetwork>
            {(offline) => (
              <Button
                size="xs"
                w="fit-content"
                disabled={offline}
                loading={retry.isPending}
                onClick={() => retry.mutate()}
              >
                {RELATIONSHIP_RETRY_LABEL}
              </Button>
            )}
          </NeedsNetwork>
        ) : (
          <Text size="sm">Peça a quem pode fazer consultas na organização para tentar novamente.</Text>
        )}
        <Text size="xs">Tentar novamente não consome o plano outra vez.</Text>
        {retry.isError && (
          <Text size="sm" c="red.9">
            {errorMessage(retry.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
