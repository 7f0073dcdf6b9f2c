import { Button, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { NeedsNetwork } from '../../../components/needs-network';
import { RELATIONSHIP_PLAN_TYPE } from '../../../contract/constants/relationships';
import type { PlanBalance } from '../../../contract/plans';
import type { HolderScope } from '../../../lib/holder-scope';
import { consumptionSentence } from '../../../lib/plan-consumption';
import { useStartRelationshipAnalysis } from '../api/start-relationship-analysis';

interface Props {
  consumeUniqueId: number;
  documentName: string;
  scope: HolderScope;
  plans: readonly PlanBalance[];
  onOpened: (analysisId: number) => void;
}

/**
 * "Relacionamentos" on a looked-up document: opens its relationship analysis, started on the first visit (one unit
 * of the plan, asked first); an analysis that exists is answered again by the API with nothing consumed.
 * Only consuming profiles get it (the page decides).
 */
export function ItemRelationships({ consumeUniqueId, documentName, scope, plans, onOpened }: Props) {
  const start = useStartRelationshipAnalysis(scope);
  const [asking, setAsking] = useState(false);
  const balance = plans.find((p) => p.typePlan === RELATIONSHIP_PLAN_TYPE) ?? null;
  const close = () => {
    setAsking(false);
    start.reset();
  };
  return (
    <Group gap="xs" justify="space-between">
      <Text size="sm" fw={600}>
        Sócios e vínculos
      </Text>
      <NeedsNetwork>
        {(offline) => (
          <Button size="xs" variant="light" disabled={offline} leftSection={<IconUsers size={14} aria-hidden="true" />} onClick={() => setAsking(true)} aria-label={`Relacionamentos de ${documentName}`}>
            Relacionamentos
          </Button>
        )}
      </NeedsNetwork>
      <ConfirmModal
        opened={asking}
        title="Relacionamentos do documento"
        confirmLabel="Abrir relacionamentos"
        confirmColor="brand"
        pending={start.isPending}
        error={start.error}
        onCancel={close}
        onConfirm={() =>
          start.mutate(consumeUniqueId, {
            onSuccess: (answer) => {
              setAsking(false);
              onOpened(answer.register.businessRelationshipsId);
            },
          })
        }
      >
        {`A primeira abertura inicia a análise de sócios, empresas ligadas e riscos. ${consumptionSentence(RELATIONSHIP_PLAN_TYPE, balance)} Se o documento já tem essa análise, ela é aberta sem novo consumo.`}
      </ConfirmModal>
    </Group>
  );
}
