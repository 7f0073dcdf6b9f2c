import type { PlanTypeName } from '../../contract/plans';

/** How each state of a document reads on screen (the filter uses the plan names the user buys). */
export const ACTIVITY_TYPE_LABELS: Record<PlanTypeName, string> = {
  Consulta: 'Consulta',
  Monitoria: 'Monitoria',
  Pausa: 'Pausa',
};

export const ACTIVITY_STATE_LABELS: Record<PlanTypeName, string> = {
  Consulta: 'Consultado',
  Monitoria: 'Monitorando',
  Pausa: 'Monitoramento em pausa',
};
