import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { EXPLAIN_SIZE } from './constants/reports.ts';
import { BalancePlanType } from './plans.ts';

/**
 * The lookup's "explain" exports (docs/product.md#explain-exports). Body: { organizationId, expression: { terms }, size: 20, from: 0 }.
 * terms: 1–10 document numbers (any punctuation); each must be valid ('Documento inválido' → 400) and already in the
 * organization's activity list (409 otherwise). The export lists, per term, the processes where the document is a
 * party (from/size page through each term's processes; size at most 100, default EXPLAIN_SIZE).
 *
 * POST /v1/report/explain → text/csv; charset=utf-8 (UTF-8 BOM, ';' separated, for Excel pt-BR), attachment
 *   'explicacao-{first term}-{YYYY-MM-DD}.csv'. Columns: Documento; Nome; Processo; Tribunal; UF; Classe; Polo;
 *   Distribuição (DD/MM/AAAA); Valor da causa (R$ 1.234,56); Situação (Ativo/Arquivado).
 * POST /v1/report/explain/report → application/pdf, attachment 'explicacao-{first term}-{YYYY-MM-DD}.pdf':
 *   the same rows as a printable report.
 * Neither consumes a balance.
 */

export const ExplainBody = Type.Object(
  {
    organizationId: Id,
    expression: Type.Object(
      { terms: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 10 }) },
      { additionalProperties: false },
    ),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: EXPLAIN_SIZE })),
    from: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);
export type ExplainBody = Static<typeof ExplainBody>;

/**
 * POST /v1/holder/{h}/organization/{o}/metricconsume { competence: 'YYYY-MM', organizationId } — what the holder
 * consumed in the organization in that month (organizationId must equal the path's; 400 otherwise).
 * byType: one row per plan type with a balance (zeros included); byDay: days with consumption, ascending.
 */
export const MetricConsumeBody = Type.Object(
  {
    competence: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' }),
    organizationId: Id,
  },
  { additionalProperties: false },
);
export type MetricConsumeBody = Static<typeof MetricConsumeBody>;

export const MetricConsumeResponse = Type.Object({
  competence: Type.String(),
  organizationId: Type.Integer(),
  holderId: Type.Integer(),
  total: Type.Integer(),
  byType: Type.Array(Type.Object({ typePlan: BalancePlanType, total: Type.Integer() })),
  byDay: Type.Array(Type.Object({ date: Type.String({ description: 'YYYY-MM-DD' }), total: Type.Integer() })),
});
export type MetricConsumeResponse = Static<typeof MetricConsumeResponse>;
