import { Stack, Text, Title } from '@mantine/core';
import { ConsumptionSection } from '../../features/consumption/components/consumption-section';
import { useBalance } from '../../features/dashboard/api/get-balance';
import { useSession } from '../../features/session/session-context';
import { BillingGate } from '../guards/billing-gate';

/** /consumo — the plans' balances with alerts and forecast, and the year's consumption in charts. */
export function ConsumptionPage() {
  const { holderScope } = useSession();
  const balance = useBalance(holderScope);
  // Null while the first answer is on its way (not when offline and paused): the section waits for it.
  const plans = balance.isPending && balance.fetchStatus !== 'paused' ? null : (balance.data?.balance ?? []);
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Consumo
        </Title>
        <Text c="dimmed" size="sm">
          Saldo de cada plano, quando ele deve acabar no ritmo atual e o consumo mês a mês.
        </Text>
      </div>
      <BillingGate>{(scope) => <ConsumptionSection scope={scope} plans={plans} />}</BillingGate>
    </Stack>
  );
}
