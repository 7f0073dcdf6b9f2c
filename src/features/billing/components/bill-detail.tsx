import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconListDetails } from '@tabler/icons-react';
import { Link } from 'wouter';
import { CachedDataAge } from '../../../components/cached-data-age';
import { ErrorState } from '../../../components/error-state';
import { NeedsNetwork } from '../../../components/needs-network';
import { NotSavedOffline } from '../../../components/not-saved-offline';
import { competenceLabel } from '../../../contract/constants/billing';
import type { BillDetail as Bill } from '../../../contract/billing';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import type { HolderScope } from '../../../lib/holder-scope';
import { useDownloadBillPdf } from '../api/download-bill-pdf';
import { useBill } from '../api/get-bills';
import { BillSpreadsheetButtons } from './bill-spreadsheet-buttons';
import { NfseAccessKey } from './nfse-access-key';
import { formatCentavos } from '../../../contract/money';

interface Props {
  scope: HolderScope;
  billId: number;
  /** The extract of the bill's month (the page builds the address). */
  extractHref: (bill: Bill) => string;
}

function BillLines({ bill }: { bill: Bill }) {
  return (
    <Table verticalSpacing="xs" aria-label="Itens da fatura">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Plano</Table.Th>
          <Table.Th ta="right">Qtd.</Table.Th>
          <Table.Th ta="right">Preço unit.</Table.Th>
          <Table.Th ta="right">Valor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bill.lines.map((line) => (
          <Table.Tr key={line.typePlan}>
            <Table.Td>{line.label}</Table.Td>
            <Table.Td ta="right">{line.quantity}</Table.Td>
            <Table.Td ta="right">{formatCentavos(line.unitPrice)}</Table.Td>
            <Table.Td ta="right">{formatCentavos(line.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={3}>Total</Table.Th>
          <Table.Th ta="right" data-testid="bill-total">
            {formatCentavos(bill.total)}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** One bill: its lines by plan type, the total, the NFS-e (number and access key) and the PDF. */
export function BillDetail({ scope, billId, extractHref }: Props) {
  const query = useBill(scope, billId);
  const download = useDownloadBillPdf(scope);
  if (query.isPending && query.fetchStatus === 'paused') return <NotSavedOffline what="Esta fatura" feminine />;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando fatura" />
      </Center>
    );
  }
  if (query.isError && !query.data) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <ErrorState
        title={notFound ? 'Fatura não encontrada' : 'Não foi possível carregar a fatura'}
        message={errorMessage(query.error)}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  }
  const bill = query.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {competenceLabel(bill.competenceMonth)}
          </Title>
          <Text c="dimmed" size="sm">
            {bill.holderName} · emitida em {formatDate(bill.createdAt)} · vencimento {formatDate(bill.dueDate)}
          </Text>
        </div>
        <CachedDataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isError} />
      </Group>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <BillLines bill={bill} />
          <Button
            component={Link}
            href={extractHref(bill)}
            variant="subtle"
            size="xs"
            leftSection={<IconListDetails size={14} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            Ver o extrato deste mês
          </Button>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="nfse-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="nfse-title">
            Nota fiscal de serviço (NFS-e)
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <div>
              <Text size="xs" c="dimmed">
                Número
              </Text>
              <Text data-testid="nfse-number">{bill.nfse.number}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Emitida em
              </Text>
              <Text>{formatDate(bill.nfse.issuedAt)}</Text>
            </div>
          </SimpleGrid>
          <div>
            <Text size="xs" c="dimmed">
              Chave de acesso
            </Text>
            <NfseAccessKey accessKey={bill.nfse.accessKey} />
          </div>
          <NeedsNetwork>
            {(offline) => (
              <Group>
                <Button
                  disabled={offline}
                  loading={download.isPending}
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  onClick={() => download.mutate(bill)}
                >
                  Baixar fatura (PDF)
                </Button>
              </Group>
            )}
          </NeedsNetwork>
          <BillSpreadsheetButtons bill={bill} />
          {download.isError && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {errorMessage(download.error)}
            </Alert>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
