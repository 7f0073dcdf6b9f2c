import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { WATCHLIST_NAMES } from './constants/relationships.ts';
import { COMPANY_DATA_MODES, PROTEST_SOURCE_STATES } from './constants/company-registry.ts';
import { IsoDate, Nullable, NullableInput, Timestamp } from './schema-helpers.ts';

const USER_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * Real court data (docs/court-data.md): the OAB numbers an organization registers for the DJEN
 * synchronisation and what each brought, the per-source status ("Fontes de dados"), and the court suspensions the
 * deadline starts are computed around.
 *
 *   GET  /v1/organization/{orgId}/court-data/oab-registrations                          → OabRegistrationList (member)
 *   POST /v1/organization/{orgId}/court-data/oab-registrations                          OabRegistrationBody → 201 OabRegistration (admin)
 *   PUT  /v1/organization/{orgId}/court-data/oab-registrations/{registrationId}/inactivate → OabRegistration (admin)
 *   GET  /v1/organization/{orgId}/court-data/sources                                    → CourtSourcesStatus (member)
 *   GET  /v1/organization/{orgId}/court-data/suspensions                                → CourtSuspensionList (member)
 *   POST /v1/organization/{orgId}/court-data/suspensions                                CourtSuspensionBody → 201 CourtSuspension (admin)
 */

export const OabRegistrationParams = Type.Object({ orgId: Id, registrationId: Id });
export type OabRegistrationParams = Static<typeof OabRegistrationParams>;

/** Number and UF are free text here and validated by the server (server/court-data/oab.ts), with Portuguese messages. */
export const OabRegistrationBody = Type.Object(
  {
    number: Type.String({
      maxLength: 20,
      description: 'Digits; dots and spaces are ignored, letters and suffixes refused',
    }),
    uf: Type.String({ maxLength: 4, description: 'A state or DF' }),
    lawyerName: Type.String({ maxLength: 200, description: "The lawyer's name as the firm knows it" }),
    lawyerUserId: Type.Optional(
      NullableInput<string>('string', {
        pattern: USER_ID_PATTERN,
        description: 'A member of the organization, optional',
      }),
    ),
  },
  { additionalProperties: false },
);
export type OabRegistrationBody = Static<typeof OabRegistrationBody>;

/** One communication a registration brought, newest first (a few per registration). */
export const BroughtCommunication = Type.Object({
  id: Type.Integer(),
  processId: Nullable(Type.Integer()),
  processNumber: Type.String({ description: 'Formatted CNJ number' }),
  type: Type.String(),
  court: Type.String(),
  availabilityDate: IsoDate,
  deadlineStart: IsoDate,
  cancelled: Type.Boolean(),
});
export type BroughtCommunication = Static<typeof BroughtCommunication>;

export const OabRegistration = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  uf: Type.String(),
  lawyerName: Type.String(),
  lawyerUserId: Nullable(Type.String()),
  active: Type.Boolean(),
  createdAt: Timestamp,
  lastSyncedAt: Nullable(Timestamp),
  /** New communications of the last synchronisation of this registration. */
  lastItems: Type.Integer(),
  lastError: Nullable(Type.String()),
  /** Every communication this registration brought, and how many of them were cancelled at the source. */
  totalCommunications: Type.Integer(),
  cancelledCommunications: Type.Integer(),
  latest: Type.Array(BroughtCommunication),
});
export type OabRegistration = Static<typeof OabRegistration>;

export const OabRegistrationList = Type.Object({ result: Type.Array(OabRegistration) });
export type OabRegistrationList = Static<typeof OabRegistrationList>;

export const CourtSourceName = Type.Union([Type.Literal('DJEN'), Type.Literal('DEMO')]);
export type CourtSourceName = Static<typeof CourtSourceName>;

export const CourtSourceStatus = Type.Object({
  source: CourtSourceName,
  lastRunAt: Nullable(Timestamp),
  lastSuccessAt: Nullable(Timestamp),
  items: Type.Integer(),
  cancellations: Type.Integer(),
  errors: Type.Integer(),
  lastError: Nullable(Type.String()),
  nextRunAt: Nullable(Timestamp),
});
export type CourtSourceStatus = Static<typeof CourtSourceStatus>;

/** One official list's import (CEIS, CNEP, CEPIM, CEAF, PEP, OFAC, UN): the lists are the same for every organization. */
export const WatchlistStatus = Type.Object({
  list: Type.Enum(WATCHLIST_NAMES),
  lastRunAt: Nullable(Timestamp),
  lastSuccessAt: Nullable(Timestamp),
  /** Rows imported by the last run (0 when the file was already known). */
  items: Type.Integer(),
  /** Rows of the last file skipped as malformed. */
  skipped: Type.Integer(),
  errors: Type.Integer(),
  /** Portuguese: why the last run failed (the previous version stays in use). */
  lastError: Nullable(Type.String()),
  /** Portuguese: which rows the last import skipped. */
  lastWarning: Nullable(Type.String()),
  /** The list's own publication date, and the rows of the version in use (null: none imported yet). */
  publishedOn: Nullable(IsoDate),
  currentRows: Nullable(Type.Integer()),
  nextRunAt: Nullable(Timestamp),
});
export type WatchlistStatus = Static<typeof WatchlistStatus>;

export const WatchlistsStatus = Type.Object({
  /** WATCHLISTS of the server: `demo` = the demo world's flags; `official` = the imported official lists. */
  mode: Type.Union([Type.Literal('demo'), Type.Literal('official')]),
  /** When the import runs (cron, UTC); null = not scheduled. */
  schedule: Nullable(Type.String()),
  lists: Type.Array(WatchlistStatus),
});
export type WatchlistsStatus = Static<typeof WatchlistsStatus>;

/**
 * The company registry (COMPANY_DATA, server/company-registry): which provider, the data's date (its /updated) and
 * the last outcome of its calls — the error in Portuguese as the adapter words it (404, 429, an HTML page, no answer).
 */
export const CompanyRegistryStatus = Type.Object({
  mode: Type.Enum(COMPANY_DATA_MODES),
  /** Where the real register is asked (host and path of COMPANY_DATA_BASE_URL); null in the demo. */
  host: Nullable(Type.String()),
  dataDate: Nullable(IsoDate),
  lastSuccessAt: Nullable(Timestamp),
  lastErrorAt: Nullable(Timestamp),
  lastError: Nullable(Type.String()),
  /** The HTTP status of the last error, when the register answered one (429, 404 …). */
  lastErrorStatus: Nullable(Type.Integer()),
  /** DEMO: invented protests; NOT_CONFIGURED: a real register is on and no protest source stands behind it. */
  protestSource: Type.Enum(PROTEST_SOURCE_STATES),
});
export type CompanyRegistryStatus = Static<typeof CompanyRegistryStatus>;

export const CourtSourcesStatus = Type.Object({
  /** COURT_DATA of the server: `demo` = the demo feed is active (no network); `djen` = the DJEN is read. */
  mode: Type.Union([Type.Literal('demo'), Type.Literal('djen')]),
  /** When the synchronisation runs (cron, UTC); null = not scheduled. */
  schedule: Nullable(Type.String()),
  activeRegistrations: Type.Integer(),
  sources: Type.Array(CourtSourceStatus),
  /** The sanctions and PEP lists (server/watchlists): shown on the same "Fontes de dados" screen. */
  watchlists: WatchlistsStatus,
  companyRegistry: CompanyRegistryStatus,
});
export type CourtSourcesStatus = Static<typeof CourtSourcesStatus>;

export const SuspensionKindName = Type.Union([Type.Literal('CLOSED'), Type.Literal('DEADLINES')]);
export type SuspensionKindName = Static<typeof SuspensionKindName>;

export const CourtSuspension = Type.Object({
  id: Type.Integer(),
  /** Null: every court. */
  court: Nullable(Type.String()),
  from: IsoDate,
  to: IsoDate,
  kind: SuspensionKindName,
  reason: Type.String(),
  createdAt: Timestamp,
});
export type CourtSuspension = Static<typeof CourtSuspension>;

export const CourtSuspensionList = Type.Object({ result: Type.Array(CourtSuspension) });
export type CourtSuspensionList = Static<typeof CourtSuspensionList>;

/** Validated by the server (server/court-data/court-suspensions.ts), with Portuguese messages. */
export const CourtSuspensionBody = Type.Object(
  {
    court: Type.Optional(
      NullableInput<string>('string', {
        maxLength: 20,
        description: 'Acronym (TJSP, TRT2…); empty or null = every court',
      }),
    ),
    from: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
    to: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
    kind: Type.String({ maxLength: 20, description: 'CLOSED (no business) or DEADLINES (deadlines suspended)' }),
    reason: Type.String({ maxLength: 300 }),
  },
  { additionalProperties: false },
);
export type CourtSuspensionBody = Static<typeof CourtSuspensionBody>;
