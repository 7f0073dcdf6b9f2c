import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PROTESTS_NOT_CONFIGURED } from '../../../contract/constants/company-registry';
import type { CompanyRegistryStatus as Status } from '../../../contract/court-data';
import { formatDateTime } from '../../../lib/format-date';
import { dayLabel } from '../court-data-labels';
import { StatusFigure } from './status-figure';

const when = (value: string | null, none: string) => (value ? formatDateTime(value) : none);

/** A success after the last error: the register answers again (the error is history, shown for the record). */
const recovered = (status: Status) =>
  status.lastErrorAt !== null &&
  status.lastSuccessAt !== null &&
  Date.parse(status.lastSuccessAt) > Date.parse(status.lastErrorAt);

/** The company registry on the "Fontes de dados" screen: which provider, the data's date, its last error and success. */
export function CompanyRegistryStatus({ status }: { status: Status }) {
  const real = status.mode !== 'demo';
  return (
    <Stack gap="sm" component="section" aria-labelledby="company-registry-title" data-testid="company-registry-status">
      <Title order={2} size="h4" id="company-registry-title">
        Cadastro de empresas (Receita Federal)
      </Title>
      {real ? (
        <Alert color="teal" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} role="status">
          Dados abertos do CNPJ pela Minha Receita, consultada em {status.host}.
        </Alert>
      ) : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} role="status">
          Os dados cadastrais e os quadros societários do grafo de relacionamentos vêm da base de demonstração. Para
          usar os dados abertos da Receita Federal, o servidor deve ser iniciado com COMPANY_DATA=minhareceita.
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <StatusFigure label="Provedor" value={real ? 'Minha Receita' : 'Demonstração'} />
            <StatusFigure
              label="Data dos dados"
              value={status.dataDate ? dayLabel(status.dataDate) : 'Não informada'}
            />
            <StatusFigure
              label="Última consulta com sucesso"
              value={real ? when(status.lastSuccessAt, 'Nenhuma ainda') : 'Sempre disponível'}
            />
            <StatusFigure
              label="Último erro"
              value={when(status.lastErrorAt, 'Nenhum')}
              danger={status.lastErrorAt !== null && !recovered(status)}
            />
          </SimpleGrid>
          {status.lastError && (
            <Text
              size="sm"
              c={recovered(status) ? 'dark.4' : 'red.8'}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="company-registry-error"
            >
              Último erro: {status.lastError}
              {recovered(status) ? ' O cadastro voltou a responder depois dele.' : ''}
            </Text>
          )}
          <Text size="sm" data-testid="protest-source">
            {status.protestSource === 'NOT_CONFIGURED'
              ? `Protestos: ${PROTESTS_NOT_CONFIGURED} (não há fonte aberta de protestos; o grafo não os consulta).`
              : 'Protestos: base de demonstração (dados fictícios).'}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
