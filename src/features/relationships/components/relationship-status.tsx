import { Alert, Group, Loader, Text } from '@mantine/core';
import type { RelationshipAnalysis } from '../../../contract/relationships';

/** While the analysis runs (followed every 2 s) or after it failed. */
export function RelationshipStatus({ analysis }: { analysis: RelationshipAnalysis }) {
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
      {analysis.error ?? 'O provedor não respondeu.'} Nada foi cobrado de novo ao repetir.
    </Alert>
  );
}
