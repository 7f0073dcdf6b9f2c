import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { BillList } from '../../features/billing/components/bill-list';
import { paths } from '../../lib/paths';
import { BillingGate } from '../guards/billing-gate';

const pageOf = (raw: string | null) => {
  const page = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1;
};

/** /faturas — one bill per competence month, newest first. */
export function BillsPage() {
  const [search, setSearch] = useSearchParams();
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Faturas
        </Title>
        <Text c="dimmed" size="sm">
          Uma fatura por mês de competência, com a nota fiscal de serviço (NFS-e).
        </Text>
      </div>
      <BillingGate>
        {(scope) => (
          <BillList
            scope={scope}
            page={pageOf(search.get('pagina'))}
            onPageChange={(next) => setSearch(next > 1 ? { pagina: String(next) } : {})}
            hrefFor={paths.bill.getHref}
          />
        )}
      </BillingGate>
    </Stack>
  );
}
