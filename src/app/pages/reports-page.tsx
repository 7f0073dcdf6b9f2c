import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { canSeeBilling } from '../../contract/constants/profiles';
import { ReportList } from '../../features/reports/components/report-list';
import { ReportRequestForm } from '../../features/reports/components/report-request-form';
import { useSession } from '../../features/session/session-context';

const pageOf = (raw: string | null) => {
  const page = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1;
};

/** /relatorios — ask for a report (generated in the background) and download the ready ones. */
export function ReportsPage() {
  const { organization } = useSession();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('pagina'));
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Relatórios
        </Title>
        <Text c="dimmed" size="sm">
          Peça relatórios em PDF ou planilha; eles são gerados em segundo plano e ficam aqui para baixar.
        </Text>
      </div>
      <ReportRequestForm orgId={organization.id} canSeeBilling={canSeeBilling(organization.profile)} />
      <ReportList
        orgId={organization.id}
        page={page}
        onPageChange={(next) => setSearch(next > 1 ? { pagina: String(next) } : {})}
      />
    </Stack>
  );
}
