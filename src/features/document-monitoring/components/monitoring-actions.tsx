import { Alert, Group, Stack, Text } from '@mantine/core';
import { RowButton } from '../../../components/row-button';
import { IconEye, IconEyeOff, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { NeedsNetwork } from '../../../components/needs-network';
import type { ConsumeUniqueItem } from '../../../contract/activities';
import type { PlanBalance } from '../../../contract/plans';
import { consumptionSentence } from '../../../lib/plan-consumption';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-error';
import type { HolderScope } from '../../../lib/holder-scope';
import { usePauseMonitoring } from '../api/pause-monitoring';
import { useResumeMonitoring } from '../api/resume-monitoring';
import { useStartMonitoring } from '../api/start-monitoring';
import { useStopMonitoring } from '../api/stop-monitoring';
import { pauseExplanation, pauseState } from '../pause-availability';
import { PauseMenu } from './pause-menu';

interface Props {
  item: ConsumeUniqueItem;
  scope: HolderScope;
  /** The holder's Monitoria balance (null when unknown: the server decides). */
  monitoria: PlanBalance | null;
}

export const NO_MONITORIA_MESSAGE =
  'Sem saldo de Monitoria: não é possível monitorar mais documentos. Fale com o titular do plano.';

/** Monitor, stop, pause 30/60/90 days or resume, as the item's state allows; the server's refusals are shown. */
export function MonitoringActions({ item, scope, monitoria }: Props) {
  const start = useStartMonitoring(scope);
  const stop = useStopMonitoring(scope);
  const pause = usePauseMonitoring(scope);
  const resume = useResumeMonitoring(scope);
  const [confirmStop, setConfirmStop] = useState(false);
  // Monitoring spends a unit of the plan: asked first, with what it costs and what is left (stopping is asked too).
  const [confirmStart, setConfirmStart] = useState(false);
  const state = pauseState(item);
  const monitored = item.typeSearch !== 'Consulta';
  const failure = [pause, resume].find((m) => m.isError)?.error;
  const noMonitoria = monitoria?.available === 0;

  return (
    <Stack gap={6}>
      <Group gap="xs">
        {!monitored && (
          <NeedsNetwork>
            {(offline) => (
              <RowButton
                size="xs"
                leftSection={<IconEye size={14} aria-hidden="true" />}
                disabled={offline || noMonitoria}
                loading={start.isPending}
                onClick={() => setConfirmStart(true)}
              >
                Monitorar
              </RowButton>
            )}
          </NeedsNetwork>
        )}
        {item.typeSearch === 'Monitoria' && (
          <NeedsNetwork>
            {(offline) => (
              <PauseMenu
                disabled={offline || state.kind !== 'available'}
                loading={pause.isPending}
                onPause={(days) => pause.mutate({ id: item.id, days })}
              />
            )}
          </NeedsNetwork>
        )}
        {item.typeSearch === 'Pausa' && (
          <NeedsNetwork>
            {(offline) => (
              <RowButton
                size="xs"
                variant="default"
                leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
                disabled={offline}
                loading={resume.isPending}
                onClick={() => resume.mutate(item.id)}
              >
                Retomar agora
              </RowButton>
            )}
          </NeedsNetwork>
        )}
        {monitored && (
          <NeedsNetwork>
            {(offline) => (
              <RowButton
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconEyeOff size={14} aria-hidden="true" />}
                disabled={offline}
                onClick={() => setConfirmStop(true)}
              >
                Parar monitoramento
              </RowButton>
            )}
          </NeedsNetwork>
        )}
      </Group>
      {!monitored && noMonitoria && (
        <Text size="xs" c="#b02a2a">
          {NO_MONITORIA_MESSAGE}
        </Text>
      )}
      {monitored && (
        <Text size="xs" c="dimmed" data-testid="pause-explanation">
          {pauseExplanation(state)}
        </Text>
      )}
      {failure !== undefined && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {errorMessage(failure)}
        </Alert>
      )}
      <ConfirmModal
        opened={confirmStart}
        title="Monitorar documento"
        confirmLabel="Monitorar"
        confirmColor="brand"
        pending={start.isPending}
        error={start.error}
        onCancel={() => {
          setConfirmStart(false);
          start.reset();
        }}
        onConfirm={() => start.mutate(item.id, { onSuccess: () => setConfirmStart(false) })}
      >
        {consumptionSentence('Monitoria', monitoria)}
      </ConfirmModal>
      <ConfirmModal
        opened={confirmStop}
        title="Parar monitoramento"
        confirmLabel="Parar monitoramento"
        pending={stop.isPending}
        error={stop.error}
        onCancel={() => {
          setConfirmStop(false);
          stop.reset();
        }}
        onConfirm={() => stop.mutate(item.id, { onSuccess: () => setConfirmStop(false) })}
      >
        O documento deixa de receber processos novos do feed dos tribunais. Para voltar a monitorar, uma nova Monitoria
        será consumida.
      </ConfirmModal>
    </Stack>
  );
}
