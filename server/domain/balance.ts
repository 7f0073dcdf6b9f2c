import type { BalancePlanType, BalanceResponse, PlanBalance } from '../../src/contract/plans.ts';

/** A plan as the balance rules read it (the shape of repositories/plans.ts's rows, without depending on them). */
interface PlanState {
  id: number;
  type_plan: BalancePlanType;
  limit_end: number;
  consume: number;
  is_visible: boolean;
}

/** From 80% of the limit on (4/5, kept as integers), the plan carries an alert (msgConsume, docs/product.md#plans-and-balances). */
const NEAR_END_PERCENT = 80;

export const BALANCE_MESSAGES: BalanceResponse['messages'] = {
  nearEnd: 'Seu plano está próximo do limite contratado. Fale com a gente para ampliar o saldo.',
  exhausted: 'O saldo do seu plano acabou. Fale com a gente para contratar mais.',
};

export const PLAN_LABELS: Record<BalancePlanType, string> = {
  Consulta: 'consultas',
  Monitoria: 'monitorias',
  AnaliseBasica: 'análises básicas',
  AnalisePremium: 'análises premium',
};

/** The alert for one plan, or null while less than 80% is used. A plan with no limit left is exhausted. */
export function consumeMessage(typePlan: BalancePlanType, consume: number, limitEnd: number): string | null {
  const label = PLAN_LABELS[typePlan];
  if (limitEnd <= 0 || consume >= limitEnd) {
    return `Saldo de ${label} esgotado: ${consume} de ${limitEnd} utilizadas. ${BALANCE_MESSAGES.exhausted}`;
  }
  // Integer arithmetic: 79.9% must not be reported as 80%.
  if (consume * 100 >= limitEnd * NEAR_END_PERCENT) {
    const percent = Math.floor((consume * 100) / limitEnd);
    return `Você já utilizou ${percent}% do saldo de ${label} (${consume} de ${limitEnd}). ${BALANCE_MESSAGES.nearEnd}`;
  }
  return null;
}

export function toPlanBalance(plan: PlanState): PlanBalance {
  return {
    planId: plan.id,
    typePlan: plan.type_plan,
    available: Math.max(0, plan.limit_end - plan.consume),
    consume: plan.consume,
    limitEnd: plan.limit_end,
    isVisible: plan.is_visible,
    msgConsume: consumeMessage(plan.type_plan, plan.consume, plan.limit_end),
  };
}

export function toBalanceResponse(plans: readonly PlanState[]): BalanceResponse {
  return { balance: plans.map(toPlanBalance), messages: BALANCE_MESSAGES };
}
