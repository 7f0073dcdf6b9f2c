import { Alert, Menu, Stack, Text } from '@mantine/core';
import { RowButton } from '../../../components/row-button';
import { IconChartBar, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LazyMenu } from '../../../components/lazy-menu';
import { NeedsNetwork } from '../../../components/needs-network';
import { ANALYSIS_TIERS } from '../../../contract/constants/analyses';
import type { PlanBalance } from '../../../contract/plans';
import { errorMessage } from '../../../lib/api-error';
import { consumptionSentence } from '../../../lib/plan-consumption';
import type { HolderScope } from '../../../lib/holder-scope';
import { useStartAnalysis } from '../api/start-analysis';

interface Props {
  scope: HolderScope;
  consumeId: number;
  /** The holder's balance rows (AnaliseBasica and AnalisePremium pay for analyses). */
  plans: readonly PlanBalance[];
  onStarted: (analysisId: number) => void;
}

export const NO_ANALYSIS_BALANCE_MESSAGE = 'Sem saldo para análises: fale com o titular do plano para contratar mais.';

const OPTIONS = [
  { plan: 'AnaliseBasica', type: 'BASIC' },
  { plan: 'AnalisePremium', type: 'PREMIUM' },
] as const;

/** Runs a basic or premium analysis (one unit of its plan); a plan at zero is refused here, before any call. */
export function StartAnalysisMenu({ scope, consumeId, plans, onStarted }: Props) {
  const start = useStartAnalysis(scope);
  const choices = OPTIONS.map((option) => ({
    ...option,
    balance: plans.find((p) => p.typePlan === option.plan) ?? null,
  }));
  const none = choices.every((c) => !c.balance || c.balance.available <= 0);
  // An analysis spends a unit of its plan: the choice in the menu is confirmed first, with the cost and the balance.
  const [asked, setAsked] = useState<{ plan: string; type: 'BASIC' | 'PREMIUM'; balance: PlanBalance } | null>(null);
  const close = () => {
    setAsked(null);
    start.reset();
  };
  return (
    <Stack gap={6}>
      <NeedsNetwork>
        {(offline) => (
          <LazyMenu
            position="bottom-end"
            withinPortal
            target={
              <RowButton
                size="xs"
                variant="light"
                disabled={offline}
                loading={start.isPending}
                leftSection={<IconChartBar size={14} aria-hidden="true" />}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              >
                Nova análise
              </RowButton>
            }
          >
            <Menu.Dropdown>
              {choices.map(({ plan, type, balance }) => {
                const available = balance?.available ?? 0;
                return (
                  <Menu.Item
                    key={plan}
                    disabled={!balance || available <= 0}
                    onClick={() => balance && setAsked({ plan, type, balance })}
                  >
                    <Text size="sm">{ANALYSIS_TIERS[type].label}</Text>
                    <Text size="xs" c="dimmed">
                      {!balance
                        ? 'Plano não contratado'
                        : available <= 0
                          ? 'Sem saldo'
                          : `Consome 1 · restam ${available}`}
                    </Text>
                  </Menu.Item>
                );
              })}
            </Menu.Dropdown>
          </LazyMenu>
        )}
      </NeedsNetwork>
      {none && (
        <Text size="xs" c="#b02a2a">
          {NO_ANALYSIS_BALANCE_MESSAGE}
        </Text>
      )}
      {start.isError && asked === null && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {errorMessage(start.error)}
        </Alert>
      )}
      <ConfirmModal
        opened={asked !== null}
        title={asked ? `Nova ${ANALYSIS_TIERS[asked.type].label.toLowerCase()}` : ''}
        confirmLabel="Iniciar análise"
        confirmColor="brand"
        pending={start.isPending}
        error={start.error}
        onCancel={close}
        onConfirm={() => {
          if (!asked?.balance) return;
          start.mutate(
            { consumeId, planId: asked.balance.planId },
            {
              onSuccess: (answer) => {
                setAsked(null);
                onStarted(answer.register.userPlanConsumeAnalyticsId);
              },
            },
          );
        }}
      >
        {asked ? consumptionSentence(asked.plan, asked.balance) : ''}
      </ConfirmModal>
    </Stack>
  );
}
