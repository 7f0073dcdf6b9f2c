import { Stack } from '@mantine/core';
import { PagedList } from '../../../components/paged-list/paged-list';
import { countLabel } from '../../../contract/plural';
import type { HolderScope } from '../../../lib/holder-scope';
import { useBills } from '../api/get-bills';
import { BillCard } from './bill-card';
import { BillTable } from './bill-table';

interface Props {
  scope: HolderScope;
  page: number;
  onPageChange: (page: number) => void;
  hrefFor: (billId: number) => string;
}

/** The holder's bills, one per competence month, newest first; each opens its detail. */
export function BillList({ scope, page, onPageChange, hrefFor }: Props) {
  const query = useBills(scope, page - 1);
  // A failed bill list is an empty one with a retry, never an error dialog: no `failed`, so the list fails quietly.
  return (
    <PagedList
      query={query}
      page={page}
      onPageChange={onPageChange}
      loadingLabel="Carregando faturas"
      count={(list) => countLabel(list.total, 'fatura', 'faturas')}
      empty={{
        message: 'Nenhuma fatura emitida ainda.',
        hint: 'A fatura de um mês é emitida quando o mês termina.',
        testId: 'bill-empty',
      }}
      wide={(bills) => <BillTable bills={bills} hrefFor={hrefFor} />}
      narrow={(bills) => (
        <Stack gap="sm">
          {bills.map((bill) => (
            <BillCard key={bill.id} bill={bill} href={hrefFor(bill.id)} />
          ))}
        </Stack>
      )}
    />
  );
}
