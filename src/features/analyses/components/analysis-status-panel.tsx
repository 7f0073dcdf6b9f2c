import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { Analysis } from '../../../contract/analyses';
import { formatDateTime } from '../../../lib/format-date';

/** What the server is doing with the analysis, in words; the page polls while it works. */
export function AnalysisStatusPanel({ analysis }: { analysis: Analysis }) {
  if (analysis.status === 'PROCESSING') {
    return (
      <Alert
        variant="light"
        color="blue"
        role="status"
        aria-live="polite"
        data-testid="analysis-status"
        data-status={analysis.status}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Loader size="sm" aria-hidden="true" />
          <div>
            <Text fw={600} size="sm">
              Análise em processamento
            </Text>
            <Text size="sm">
              Estamos reunindo os processos em que o documento é parte e somando processos e valores por categoria de
              risco. Costuma levar poucos segundos; esta página se atualiza sozinha quando terminar.
            </Text>
          </div>
        </Group>
      </Alert>
    );
  }
  if (analysis.status === 'ERROR') {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title="A análise falhou"
        data-testid="analysis-status"
        data-status={analysis.status}
      >
        Não foi possível concluir esta análise. A unidade consumida não é devolvida automaticamente; peça uma nova
        análise em Consultas e monitoramento ou fale com o suporte.
      </Alert>
    );
  }
  return (
    <Group gap={6} role="status" data-testid="analysis-status" data-status={analysis.status}>
      <IconCircleCheck size={18} color="#216e31" aria-hidden="true" />
      <Text size="sm">Análise concluída{analysis.finishedAt ? ` em ${formatDateTime(analysis.finishedAt)}` : ''}.</Text>
    </Group>
  );
}
