import { Group, Loader, Text } from '@mantine/core';
import { RowButton } from '../../../components/row-button';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { NeedsNetwork } from '../../../components/needs-network';
import { RELATIONSHIP_PLAN_TYPE } from '../../../contract/constants/relationships';
import type { PlanBalance } from '../../../contract/plans';
import type { RelationshipAnalysis } from '../../../contract/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { consumptionSentence } from '../../../lib/plan-consumption';
import { useItemRelationship } from '../api/get-item-relationship';
import { useStartRelationshipAnalysis } from '../api/start-relationship-analysis';

interface Props {
  consumeUniqueId: number;
  /** The analysis the activity list carried for the item (null: none; undefined: not carried, so it is asked). */
  known?: RelationshipAnalysis | null;
  documentName: string;
  scope: HolderScope;
  plans: readonly PlanBalance[];
  /** Consuming profiles may start an analysis; everyone who reads the item opens one that exists. */
  canAct: boolean;
  onOpened: (analysisId: number) => void;
}

/**
 * "Relacionamentos" on a looked-up document: an analysis that exists opens at once, for anyone who may read it (a
 * LAWYER too, nothing consumed); without one, a consuming profile may start it (one unit of the plan, asked first)
 * and a reading profile is told there is none yet.
 */
export function ItemRelationships({ consumeUniqueId, known, documentName, scope, plans, canAct, onOpened }: Props) {
  const existing = useItemRelationship(scope, consumeUniqueId, known);
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
      {existing.register ? (
        <RowButton
          size="xs"
          variant="light"
          leftSection={<IconUsers size={14} aria-hidden="true" />}
          onClick={() => onOpened(existing.register?.id ?? 0)}
          aria-label={`Relacionamentos de ${documentName}`}
        >
          Relacionamentos
        </RowButton>
      ) : existing.isPending ? (
        <Loader size="xs" aria-label={`Procurando a análise de relacionamentos de ${documentName}`} />
      ) : !canAct ? (
        <Text size="sm" c="dark.4">
          {existing.isError ? 'Sem conexão para procurar a análise.' : 'Ainda sem análise de relacionamentos.'}
        </Text>
      ) : (
        <NeedsNetwork>
          {(offline) => (
            <RowButton
              size="xs"
              variant="light"
              disabled={offline}
              leftSection={<IconUsers size={14} aria-hidden="true" />}
              onClick={() => setAsking(true)}
              aria-label={`Relacionamentos de ${documentName}`}
            >
              Relacionamentos
            </RowButton>
          )}
        </NeedsNetwork>
      )}
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
