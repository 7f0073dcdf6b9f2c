import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PlanType } from '../../../contract/plans';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-error';
import type { HolderScope } from '../../../lib/holder-scope';
import { useBalance } from '../api/get-balance';
import { PlanBalanceCard } from './plan-balance-card';

interface Props {
  /** Null: the organization has no holder, so no plans. */
  scope: HolderScope | null;
  holderName: string | null;
  planTypes: readonly PlanType[];
}

/** The holder's plans and balances; organizations without a holder have no plans to show. */
export function BalanceSection({ scope, holderName, planTypes }: Props) {
  const balance = useBalance(scope);
  const labelOf = (type: string) => planTypes.find((p) => p.type === type)?.label ?? type;
  const visible = balance.data?.balance.filter((plan) => plan.isVisible) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="balance-title">
      <div>
        <Title order={2} size="h3" id="balance-title">
          Saldo dos planos
        </Title>
        {holderName && (
          <Text size="sm" c="dimmed">
            Titular: {holderName}
          </Text>
        )}
      </div>
      {scope === null ? (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
          Esta organização ainda não tem um titular com planos contratados.
        </Alert>
      ) : balance.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={170} radius="md" />
          <Skeleton h={170} radius="md" />
        </SimpleGrid>
      ) : balance.isError ? (
        <ErrorState
          title="Não foi possível carregar o saldo"
          message={errorMessage(balance.error)}
          onRetry={() => void balance.refetch()}
        />
      ) : visible.length === 0 ? (
        <Text c="dimmed">Nenhum plano ativo.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="plan-balances">
          {visible.map((plan) => (
            <PlanBalanceCard key={plan.planId} plan={plan} label={labelOf(plan.typePlan)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
