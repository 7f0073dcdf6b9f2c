import { Type, type Static } from 'typebox';
import { MATCH_BASES, RISK_DECISIONS, SANCTION_SOURCES, WATCHLIST_NAMES } from './constants/relationships.ts';
import { IsoDate, Nullable, Timestamp } from './schema-helpers.ts';

/** The risk entries of an entity in a relationship graph (relationships.ts): their kinds are in constants/relationships.ts. */
export const SanctionSource = Type.Enum(SANCTION_SOURCES);
export type SanctionSource = Static<typeof SanctionSource>;

/**
 * Where an official-list flag comes from (WATCHLISTS=official): the list's record as published, when it was fetched,
 * and how the entity was matched to it (never a silent yes: a partial match says so, with its confidence). Optional on
 * every list-based kind, so the demo world's answers stay valid without it.
 */
export const WatchlistEvidence = Type.Object({
  list: Type.Enum(WATCHLIST_NAMES),
  recordId: Type.String(),
  sanctioningBody: Nullable(Type.String()),
  type: Nullable(Type.String()),
  startDate: Nullable(IsoDate),
  endDate: Nullable(IsoDate),
  legalBasis: Nullable(Type.String()),
  sourceLink: Nullable(Type.String()),
  /** When our copy of the list was downloaded, and the list's own publication date. */
  fetchedAt: Timestamp,
  publishedOn: Nullable(IsoDate),
  /** The name as the list writes it. */
  listedName: Type.String(),
  match: Type.Object({
    basis: Type.Enum(MATCH_BASES),
    /** 0–100: 100 = the full document; a masked CPF with the same name less; a name alone least. */
    confidence: Type.Integer({ minimum: 0, maximum: 100 }),
  }),
});
export type WatchlistEvidence = Static<typeof WatchlistEvidence>;

export type RiskDecisionKind = (typeof RISK_DECISIONS)[number];

/** An analyst's decision on a hit (docs/watchlists.md#decisions-on-hits), as the graph answer shows it. */
export const RiskDecision = Type.Object({
  decision: Type.Enum(RISK_DECISIONS),
  reason: Type.String(),
  /** Who decided (null once their account is gone): the token's subject when it was recorded, never the client's word. */
  decidedBy: Nullable(Type.Object({ name: Type.String(), email: Type.String() })),
  decidedAt: Timestamp,
});
export type RiskDecision = Static<typeof RiskDecision>;

/**
 * On every risk entry, optional so saved graphs on devices stay valid: `decision` while the entry is still the one the
 * analyst decided on (same evidence fingerprint); once its evidence changed, the hit is undecided again and the old
 * decision comes as `outdatedDecision`, for context ("A evidência mudou desde a decisão de …").
 */
const decisionFields = {
  decision: Type.Optional(RiskDecision),
  outdatedDecision: Type.Optional(RiskDecision),
};

/** Protesto: a protested title (CENPROT). amount = number of titles, value in centavos. Only for the seven orgs. */
export const ProtestRisk = Type.Object({
  kind: Type.Literal('Protesto'),
  id: Type.String(),
  date: IsoDate,
  location: Type.Object({
    tabelionato: Type.String(),
    city: Type.String(),
    uf: Type.String({ minLength: 2, maxLength: 2 }),
  }),
  amount: Type.Integer({ minimum: 1, description: 'Protested titles' }),
  value: Type.Integer({ minimum: 0, description: 'centavos' }),
  source: Type.String({ description: 'PROTEST_SOURCE_LABEL' }),
  ...decisionFields,
});
export type ProtestRisk = Static<typeof ProtestRisk>;

/** Present today on a sanction list (source), since a day. */
export const PresentOnSourceRisk = Type.Object({
  kind: Type.Literal('IsCurrentlyPresentOnSource'),
  id: Type.String(),
  source: SanctionSource,
  since: IsoDate,
  detail: Type.String(),
  evidence: Type.Optional(WatchlistEvidence),
  ...decisionFields,
});
export type PresentOnSourceRisk = Static<typeof PresentOnSourceRisk>;

/**
 * Politically exposed person. endDate = RELATION_OPEN_END_DATE (year 9999) while in office; graceEndDate = endDate +
 * PEP_GRACE_YEARS (null while in office): the person stays a PEP until then.
 */
export const PepRisk = Type.Object({
  kind: Type.Literal('PEPOccurence'),
  id: Type.String(),
  position: Type.String(),
  organ: Type.String(),
  startDate: IsoDate,
  endDate: IsoDate,
  graceEndDate: Nullable(IsoDate),
  source: Type.String({ description: 'PEP_SOURCE_LABEL' }),
  evidence: Type.Optional(WatchlistEvidence),
  ...decisionFields,
});
export type PepRisk = Static<typeof PepRisk>;

/** A sanction served or lifted (CEIS, CNEP, CEPIM, CEAF, OFAC, UN). endDate year 9999 = no end set. */
export const SanctionRisk = Type.Object({
  kind: Type.Literal('wasPreviouslySanctioned'),
  id: Type.String(),
  source: SanctionSource,
  reason: Type.String(),
  sanctionType: Type.String(),
  organ: Type.String({ description: 'Who applied it' }),
  startDate: IsoDate,
  endDate: IsoDate,
  evidence: Type.Optional(WatchlistEvidence),
  ...decisionFields,
});
export type SanctionRisk = Static<typeof SanctionRisk>;

export const RiskEntry = Type.Union([ProtestRisk, PresentOnSourceRisk, PepRisk, SanctionRisk]);
export type RiskEntry = Static<typeof RiskEntry>;
