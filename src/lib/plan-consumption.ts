import { UNIT_PRICE_CENTAVOS } from '../contract/constants/billing';
import { formatCentavos } from '../contract/money';

/** Names of the paid plans as the user reads them (balance typePlan → Portuguese). */
export const PLAN_LABELS: Record<string, string> = {
  Monitoria: 'Monitoria',
  AnaliseBasica: 'Análise básica',
  AnalisePremium: 'Análise premium',
  Consulta: 'Consulta',
};

/**
 * What a paid action is about to spend, said before it is spent, in units and in R$: "Isto consome 1
 * unidade do plano Monitoria (R$ 9,90). Restam 15 de 100." (the balance now, before the unit is taken). Without a
 * balance, only the first sentence.
 */
export function consumptionSentence(typePlan: string, balance: { available: number; limitEnd: number } | null): string {
  const price = (UNIT_PRICE_CENTAVOS as Record<string, number | undefined>)[typePlan];
  const priced = price === undefined ? '' : ` (${formatCentavos(price)})`;
  const first = `Isto consome 1 unidade do plano ${PLAN_LABELS[typePlan] ?? typePlan}${priced}.`;
  return balance ? `${first} Restam ${balance.available} de ${balance.limitEnd}.` : first;
}
