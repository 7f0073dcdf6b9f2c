import { Alert, Anchor, Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/paged-list/list-pagination';
import { RiskProcessTable } from '../../../components/risk-process-table';
import { RiskSummaryGrid } from '../../../components/risk-summary-grid';
import { errorMessage } from '../../../lib/api-error';
import { formatDocumentNumber } from '../../../contract/brazil-document';
import { useSearchDocument } from '../api/search-document';
import { ExplainExportButtons } from './explain-export-buttons';
import { countLabel } from '../../../contract/plural';
import { pageCount } from '../../../contract/constants/paging';

interface Props {
  orgId: number;
  documentNumber: string;
  /** What the lookup consumed, said once after it ran. */
  notice: string | null;
  processHref: (id: number) => string;
  activitiesHref: string;
}

/** The looked-up document: who it is, its processes per risk category, the list, the export. */
export function LookupResult({ orgId, documentNumber, notice, processHref, activitiesHref }: Props) {
  const [page, setPage] = useState(1);
  const search = useSearchDocument(orgId, documentNumber, page - 1);

  if (search.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label="Carregando o resultado da consulta" />
      </Center>
    );
  }
  if (search.isError) {
    return (
      <ErrorState
        title="Não foi possível carregar o resultado"
        message={errorMessage(search.error)}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const data = search.data;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="lookup-result-title"
      data-testid="lookup-result"
    >
      <Stack gap="md">
        <div>
          <Group gap="xs">
            <Title order={2} size="h3" id="lookup-result-title">
              {data.documentInfo || 'Nome não informado'}
            </Title>
            <Badge variant="outline" color="dark">
              {data.documentType}
            </Badge>
          </Group>
          <Text ff="monospace" data-testid="lookup-document">
            {formatDocumentNumber(data.documentNumber)}
          </Text>
        </div>
        {notice && (
          <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} p="xs" role="status">
            {notice}
          </Alert>
        )}
        {data.metrics && <RiskSummaryGrid summary={data.metrics} showChanges={false} />}
        {data.total === 0 && (
          <Text size="sm" c="dimmed" data-testid="lookup-total">
            Nenhum processo da organização tem este documento como parte.
          </Text>
        )}
        {data.result.length > 0 && (
          <RiskProcessTable
            processes={data.result}
            hrefFor={processHref}
            caption={`${countLabel(data.total, 'processo', 'processos')} em que o documento é parte`}
          />
        )}
        <ListPagination pages={pageCount(data.total)} page={page} onChange={setPage} />
        <Group justify="space-between" align="flex-end" gap="sm">
          <ExplainExportButtons orgId={orgId} documentNumber={data.documentNumber} />
          <Anchor component={Link} href={activitiesHref} size="sm">
            Monitorar, pedir análise ou ver relacionamentos em Consultas e monitoramento
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
