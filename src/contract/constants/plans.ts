/** Plan types (docs/product.md#plan-and-notification-types). Pausa exists on the activity side only; Consulta and Monitoria are sold as balances. */
export const PLAN_TYPES = ['Consulta', 'Monitoria', 'Pausa'] as const;

/**
 * Plans that pay for risk analyses: one unit per analysis started with
 * PUT …/consumeunique/{id}/plan/{planId}/analytics. AnaliseBasica → an analysis of type BASIC,
 * AnalisePremium → PREMIUM (see ANALYSIS_TIERS in constants/analyses.ts for what each includes).
 */
export const ANALYSIS_PLAN_TYPES = ['AnaliseBasica', 'AnalisePremium'] as const;

/** Every plan type that has a balance (rows of the balance endpoint). Pausa never has one. */
export const BALANCE_PLAN_TYPES = ['Consulta', 'Monitoria', ...ANALYSIS_PLAN_TYPES] as const;

/** Every entry of the plan-type catalogue. */
export const CATALOGUE_PLAN_TYPES = [...PLAN_TYPES, ...ANALYSIS_PLAN_TYPES] as const;
