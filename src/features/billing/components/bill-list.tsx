import { Card, Center, Group, Loader, Pagination, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import { CachedDataAge } from '../../../components/cached-data-age';
import { FailedListEmpty } from '../../../components/failed-list-empty';
import { PAGE_SIZE } from '../../../contract/constants/paging';
import { competenceLabel } from '../../../contract/constants/billing';
import { countLabel } from '../../../contract/plural';
import { formatDate } from '../../../lib/format-date';
import type { HolderScope } from '../../../lib/holder-scope';
import { useBills } from '../api/get-bills';
import { formatCentavos } from '../../../contract/money';

interface Props {
  scope: HolderScope;
  page: number;
  onPageChange: (page: number) => void;
  hrefFor: (billId: number) => string;
}

/** The holder's bills, one per competence month, newest first; each opens its detail. */
export function BillList({ scope, page, onPageChange, hrefFor }: Props) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const query = useBills(scope, page - 1);
  if (query.isPending && query.fetchStatus !== 'paused') {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando faturas" />
      </Center>
    );
  }
  // Spec §8: a failed bill list is an empty one, never an error dialog.
  const { result, total } = query.data ?? { result: [], total: 0 };
  if (result.length === 0) {
    return <FailedListEmpty testId="bill-empty" message="Nenhuma fatura emitida ainda." hint="A fatura de um mês é emitida quando o mês termina." failed={query.isError || query.isPending} onRetry={() => void query.refetch()} />;
  }
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      <Group gap="sm" justify="space-between">
        <Text size="sm" c="dimmed">
          {countLabel(total, 'fatura', 'faturas')}
        </Text>
        <CachedDataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isError} />
      </Group>
      {wide ? (
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Faturas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Competência</Table.Th>
              <Table.Th>Emitida em</Table.Th>
              <Table.Th>Vencimento</Table.Th>
              <Table.Th>NFS-e</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.map((bill) => (
              <Table.Tr key={bill.id} data-testid="bill-row">
                <Table.Td>
                  <Link href={hrefFor(bill.id)}>{competenceLabel(bill.competenceMonth)}</Link>
                </Table.Td>
                <Table.Td>{formatDate(bill.createdAt)}</Table.Td>
                <Table.Td data-testid="bill-due-date">{formatDate(bill.dueDate)}</Table.Td>
                <Table.Td>{bill.nfseNumber}</Table.Td>
                <Table.Td ta="right">{formatCentavos(bill.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap="sm">
          {result.map((bill) => (
            <UnstyledButton key={bill.id} component={Link} href={hrefFor(bill.id)} data-testid="bill-row" aria-label={`${competenceLabel(bill.competenceMonth)}, ${formatCentavos(bill.total)}`}>
              <Card withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{competenceLabel(bill.competenceMonth)}</Text>
                    <Text size="xs" c="dimmed">
                      Vence em {formatDate(bill.dueDate)} · emitida em {formatDate(bill.createdAt)}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <Text fw={600}>{formatCentavos(bill.total)}</Text>
                    <IconChevronRight size={16} aria-hidden="true" />
                  </Group>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} size="sm" getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Próxima página' : control === 'previous' ? 'Página anterior' : control })} />
        </Group>
      )}
    </Stack>
  );
}
