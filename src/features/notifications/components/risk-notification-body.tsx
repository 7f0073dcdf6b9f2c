import { Text } from '@mantine/core';
import { riskChangeTitle } from '../../../contract/constants/notifications';
import type { RiskNotificationDetail } from '../../../contract/notifications';
import { formatDate } from '../../../lib/format-date';

interface Props {
  risk: RiskNotificationDetail;
  unviewed: boolean;
}

/** A RISK_CHANGE's lines: "Novo risco em {nome}", the document and the list's record, what the flag is, where it opens. */
export function RiskNotificationBody({ risk, unviewed }: Props) {
  const record = risk.list ? (risk.recordId ? `${risk.list} nº ${risk.recordId}` : risk.list) : null;
  const ended =
    risk.change === 'ENDED'
      ? risk.endedOn
        ? `Encerrado em ${formatDate(risk.endedOn)}`
        : 'Registro retirado da lista'
      : null;
  return (
    <>
      <Text fw={unviewed ? 700 : 500} mt={6} style={{ overflowWrap: 'anywhere' }}>
        {riskChangeTitle(risk.change, risk.entityName)}
      </Text>
      <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
        {[risk.entityDocument, record].filter(Boolean).join(' · ')}
      </Text>
      <Text size="sm" c="dimmed" mt={4} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {ended && (
          <Text span fw={600} inherit>
            {ended} —{' '}
          </Text>
        )}
        {risk.description}
      </Text>
      <Text size="xs" c="blue.8" mt={4}>
        {risk.analysisId !== null ? 'Abrir a análise de relacionamentos' : 'Abrir o documento monitorado'}
      </Text>
    </>
  );
}
