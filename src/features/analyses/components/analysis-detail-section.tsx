import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RiskCategory } from '../../../contract/analyses';
import { RISK_CATEGORY_LABELS } from '../../../contract/constants/analyses';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/paged-list/list-pagination';
import { RiskProcessTable } from '../../../components/risk-process-table';
import { errorMessage } from '../../../lib/api-error';
import { useAnalysisDetail } from '../api/get-analysis-detail';
import { detailQuery } from '../api/prefetch-analysis-sections';
import { countLabel } from '../../../contract/plural';
import { pageCount } from '../../../contract/constants/paging';
import type { HolderScope } from '../../../lib/holder-scope';
import { AnalysisDetailTotal } from './analysis-detail-total';

interface Props {
  scope: HolderScope;
  consumeId: number;
  analysisId: number;
  typeRisk: RiskCategory;
  active: boolean | undefined;
  page: number;
  onPageChange: (page: number) => void;
  processHref: (id: number) => string;
}

/** The category's totals and its processes, 10 per page (from = 10·(page − 1)); each opens the process screen. */
export function AnalysisDetailSection({
  scope,
  consumeId,
  analysisId,
  typeRisk,
  active,
  page,
  onPageChange,
  processHref,
}: Props) {
  const detail = useAnalysisDetail(scope, consumeId, analysisId, detailQuery({ typeRisk, active, page }), true);
  if (detail.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label="Carregando processos da análise" />
      </Center>
    );
  }
  if (detail.isError)
    return (
      <ErrorState
        title="Não foi possível carregar os processos"
        message={errorMessage(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  const { totals, total, result } = detail.data.register;
  const pages = pageCount(total);
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="detail-title"
      style={{ opacity: detail.isPlaceholderData ? 0.6 : 1 }}
      aria-busy={detail.isFetching}
    >
      <Title order={2} size="h3" id="detail-title">
        Processos: {RISK_CATEGORY_LABELS[typeRisk]}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="detail-totals">
        <AnalysisDetailTotal label="Total" count={totals.total} amount={totals.amount} />
        <AnalysisDetailTotal label="Ativos" count={totals.active} amount={totals.activeAmount} />
        <AnalysisDetailTotal label="Arquivados" count={totals.inactive} amount={totals.inactiveAmount} />
        <AnalysisDetailTotal label="Como autor" count={totals.author} amount={totals.authorAmount} />
        <AnalysisDetailTotal label="Como réu" count={totals.defendant} amount={totals.defendantAmount} />
      </SimpleGrid>
      {result.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="detail-empty">
          {page > pages ? 'Esta página não existe.' : 'Nenhum processo nesta categoria.'}
        </Text>
      ) : (
        <RiskProcessTable
          processes={result}
          hrefFor={processHref}
          caption={`Página ${page} de ${pages} · ${countLabel(total, 'processo', 'processos')}`}
        />
      )}
      <ListPagination pages={pages} page={page} onChange={onPageChange} />
    </Stack>
  );
}
