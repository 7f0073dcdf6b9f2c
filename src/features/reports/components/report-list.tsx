import { Stack } from '@mantine/core';
import { PagedList } from '../../../components/paged-list/paged-list';
import { countLabel } from '../../../contract/plural';
import { useReports } from '../api/get-reports';
import { ReportRowCard } from './report-row-card';
import { ReportTable } from './report-table';

interface Props {
  orgId: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** The organization's reports, newest first, 10 a page; refreshed every few seconds while one is being generated. */
export function ReportList({ orgId, page, onPageChange }: Props) {
  const query = useReports(orgId, page - 1);
  // A list that fails is shown empty, with a quiet way to ask again, never an error dialog: no `failed`.
  return (
    <PagedList
      query={query}
      page={page}
      onPageChange={onPageChange}
      loadingLabel="Carregando relatórios"
      count={(list) => countLabel(list.total, 'relatório', 'relatórios')}
      empty={{ message: 'Nenhum relatório pedido ainda.', testId: 'report-empty' }}
      wide={(reports) => <ReportTable orgId={orgId} reports={reports} />}
      narrow={(reports) => (
        <Stack gap="sm">
          {reports.map((report) => (
            <ReportRowCard key={report.id} orgId={orgId} report={report} />
          ))}
        </Stack>
      )}
    />
  );
}
