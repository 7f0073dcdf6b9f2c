import { Type, type Static } from 'typebox';
import { AnalysisProcess, AnalysisSummaryItem, PartySide } from './analyses.ts';
import { Id } from './common.ts';
import { PageQuery } from './schema-helpers.ts';

/**
 * The result of a lookup (docs/api.md#search-and-exports). Reading it consumes nothing: the Consulta is consumed by
 * POST …/partner/process, and these answer only for documents already in the organization's activity list
 * (any holder); otherwise 409 'Consulte o documento antes de ver o resultado.' Invalid document → 400
 * 'Documento inválido'; organization the caller does not belong to → 403.
 *
 * POST /v1/search { organizationId, showMetrics, filters } — the processes of the organization where the document
 * is a party, newest distribution first, 10 per page (page 0-based; past the end → []). With showMetrics the
 * answer carries the summary per category (as an analysis's, with percentage changes null).
 */
export const SearchFilters = Type.Object(
  {
    documentNumber: Type.String({ minLength: 1, maxLength: 40 }),
    ...PageQuery.properties,
    side: Type.Optional(PartySide),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SearchFilters = Static<typeof SearchFilters>;

export const SearchBody = Type.Object(
  { organizationId: Id, showMetrics: Type.Boolean(), filters: SearchFilters },
  { additionalProperties: false },
);
export type SearchBody = Static<typeof SearchBody>;

export const SearchResponse = Type.Object({
  documentNumber: Type.String(),
  documentType: Type.Enum(['CPF', 'CNPJ']),
  documentInfo: Type.String(),
  total: Type.Integer({ description: 'Processes matching the filters' }),
  result: Type.Array(AnalysisProcess),
  metrics: Type.Union([Type.Array(AnalysisSummaryItem), Type.Null()], { description: 'null unless showMetrics' }),
});
export type SearchResponse = Static<typeof SearchResponse>;

/**
 * GET /v1/terms/{term}/count?organizationId — how many processes of the organization have the document (term, with
 * or without punctuation) as a party. Same rules as the search (member, valid document, already looked up).
 */
export const TermParams = Type.Object({ term: Type.String({ minLength: 1, maxLength: 40 }) });
export type TermParams = Static<typeof TermParams>;
export const TermCountQuery = Type.Object({ organizationId: Id });
export type TermCountQuery = Static<typeof TermCountQuery>;
export const TermCount = Type.Object({
  term: Type.String({ description: 'Normalized document number' }),
  documentType: Type.Enum(['CPF', 'CNPJ']),
  count: Type.Integer(),
});
export type TermCount = Static<typeof TermCount>;
