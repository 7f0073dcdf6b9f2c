import { Type, type Static } from 'typebox';
import { SANCTION_SOURCES } from './constants/relationships.ts';
import { IsoDate, Nullable } from './schema-helpers.ts';

/** The risk entries of an entity in a relationship graph (relationships.ts): their kinds are in constants/relationships.ts. */
export const SanctionSource = Type.Enum(SANCTION_SOURCES);
export type SanctionSource = Static<typeof SanctionSource>;

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
});
export type ProtestRisk = Static<typeof ProtestRisk>;

/** Present today on a sanction list (source), since a day. */
export const PresentOnSourceRisk = Type.Object({
  kind: Type.Literal('IsCurrentlyPresentOnSource'),
  id: Type.String(),
  source: SanctionSource,
  since: IsoDate,
  detail: Type.String(),
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
});
export type SanctionRisk = Static<typeof SanctionRisk>;

export const RiskEntry = Type.Union([ProtestRisk, PresentOnSourceRisk, PepRisk, SanctionRisk]);
export type RiskEntry = Static<typeof RiskEntry>;
