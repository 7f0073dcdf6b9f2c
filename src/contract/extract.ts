import { Type, type Static } from 'typebox';
import { BalancePlanType } from './plans.ts';
import { IsoDate, Nullable, Paged, PageQuery, Timestamp } from './schema-helpers.ts';

/**
 * The consumption extract: one row per consumed unit of the holder in the organization (the plan ledger),
 * newest first. Who may read it: BILLING_PROFILES (constants/profiles.ts) of the organization, holder of the path;
 * other profiles → 403, another organization or holder → 403.
 *
 * GET /v1/holder/{h}/organization/{o}/extract?page&type&from&to&document → ExtractList, EXTRACT_PAGE_SIZE (10) per
 *   page, 0-based; a page past the end is an empty result. type: a BalancePlanType; from/to: inclusive Brazilian days
 *   (from after to, or more than MAX_PERIOD_DAYS apart → 400); document: digits/letters of a CPF/CNPJ, any
 *   punctuation, prefix match (1–14 characters).
 * GET /v1/holder/{h}/organization/{o}/extract/all?type&from&to&document → ExtractExport: every row of the same
 *   filters (no page), at most EXTRACT_EXPORT_MAX_ROWS, truncated = true when cut. The PWA builds the XLSX/CSV from it.
 *
 * Money in centavos: amount = consume × unitPrice (UNIT_PRICE_CENTAVOS of constants/billing.ts at the time of the
 * row; a billed month uses the bill's prices, which are the same for the seeded data).
 */
export const ExtractRow = Type.Object({
  id: Type.Integer(),
  type: BalancePlanType,
  document: Nullable(
    Type.String({
      description:
        "Normalized CPF/CNPJ it paid for (the activity item's, or the row's own for API lookups); null when none",
    }),
  ),
  documentName: Nullable(Type.String()),
  consume: Type.Integer({ description: 'Units (1 per row today)' }),
  date: Timestamp,
  planId: Type.Integer(),
  userName: Nullable(Type.String({ description: 'Who consumed it; null when the user is gone or it was the system' })),
  unitPrice: Type.Integer({ description: 'Centavos' }),
  amount: Type.Integer({ description: 'Centavos = consume × unitPrice' }),
});
export type ExtractRow = Static<typeof ExtractRow>;

const extractFilters = {
  type: Type.Optional(BalancePlanType),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  document: Type.Optional(Type.String({ minLength: 1, maxLength: 24 })),
};
export const ExtractFilterQuery = Type.Object(extractFilters);
export type ExtractFilterQuery = Static<typeof ExtractFilterQuery>;

export const ExtractListQuery = Type.Object({
  ...extractFilters,
  ...PageQuery.properties,
});
export type ExtractListQuery = Static<typeof ExtractListQuery>;

export const ExtractList = Type.Object({
  ...Paged(ExtractRow, { description: 'Rows matching the filters' }).properties,
  totalAmount: Type.Integer({ description: 'Centavos of all rows matching the filters' }),
});
export type ExtractList = Static<typeof ExtractList>;

export const ExtractExport = Type.Object({
  ...Paged(ExtractRow).properties,
  totalAmount: Type.Integer(),
  truncated: Type.Boolean(),
});
export type ExtractExport = Static<typeof ExtractExport>;
