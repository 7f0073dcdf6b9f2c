import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { PART_SIDES, PROCESS_SORTS, PROCESS_STATUSES, SORT_ORDERS } from './constants/processes.ts';
import { IsoDate, Nullable, NullableInput, Paged, PageQuery, Timestamp } from './schema-helpers.ts';

/**
 * Court processes (docs/product.md#processes, docs/api.md#processes).
 *
 * Path design: GET /v1/process/{a}/{b} — a = organization id, b = process id (ProcessPathParams). Every other
 * process route is /v1/organization/{orgId}/process/{processId}/… (OrgProcessParams); PUT /v1/process/{id} finds
 * the organization from the process itself. A process of another organization answers 403, an unknown id 404.
 *
 * Money is integer centavos. Dates are 'YYYY-MM-DD'; timestamps are ISO 8601 strings.
 * Special dates: '0001-01-01' means "date unknown" and '9999-12-31' means "no end / still open": clients never show
 * them as dates (NO_DATE_YEAR / OPEN_END_YEAR in dates.ts).
 */

export const ProcessId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });

/** GET /v1/process/{orgId}/{processId} and /v1/process/{orgId}/{processId}/autos. */
export const ProcessPathParams = Type.Object({ orgId: Id, processId: ProcessId });
export type ProcessPathParams = Static<typeof ProcessPathParams>;
/** /v1/organization/{orgId}/process/{processId}/… */
export const OrgProcessParams = Type.Object({ orgId: Id, processId: ProcessId });
export type OrgProcessParams = Static<typeof OrgProcessParams>;
/** PUT /v1/process/{processId} */
export const ProcessIdParams = Type.Object({ processId: ProcessId });
export type ProcessIdParams = Static<typeof ProcessIdParams>;

export const ProcessSort = Type.Enum(PROCESS_SORTS);
export type ProcessSort = Static<typeof ProcessSort>;
export const SortOrder = Type.Enum(SORT_ORDERS);
export type SortOrder = Static<typeof SortOrder>;
export const ProcessStatusFilter = Type.Enum(PROCESS_STATUSES);
export type ProcessStatusFilter = Static<typeof ProcessStatusFilter>;

/**
 * GET /v1/organization/{orgId}/process — 10 per page (PAGE_SIZE), page 0-based.
 * q: a CNJ number, formatted or digits only. Dots, dashes and spaces are ignored; anything else is a 400.
 *    20 digits = an exact number (400 'Número CNJ inválido…' when the check digits are wrong);
 *    1–19 digits = numbers starting with those digits.
 * party: part of a party's name (case-insensitive, at least 2 characters).
 * order: default desc for updatedAt/distributionDate/causeValue, asc for number.
 */
export const ProcessListQuery = Type.Object({
  ...PageQuery.properties,
  q: Type.Optional(Type.String({ maxLength: 40 })),
  party: Type.Optional(Type.String({ minLength: 2, maxLength: 120 })),
  court: Type.Optional(Type.String({ maxLength: 10, description: 'Court acronym, e.g. TJSP' })),
  uf: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  type: Type.Optional(Type.String({ maxLength: 200, description: 'Procedural class, exact' })),
  status: Type.Optional(ProcessStatusFilter),
  secret: Type.Optional(Type.Boolean()),
  sort: Type.Optional(ProcessSort),
  order: Type.Optional(SortOrder),
});
export type ProcessListQuery = Static<typeof ProcessListQuery>;

export const LastMovement = Type.Object({ date: Timestamp, class: Type.String(), text: Type.String() });
export type LastMovement = Static<typeof LastMovement>;

/** One row of the list. Secret processes come with subjects [] and causeValue null. */
export const ProcessSummary = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: 'CNJ formatted: NNNNNNN-DD.AAAA.J.TR.OOOO' }),
  court: Type.String({ description: 'Court acronym' }),
  type: Type.String(),
  state: Nullable(Type.String()),
  authors: Type.Array(Type.String()),
  defendants: Type.Array(Type.String()),
  subjects: Type.Array(Type.String()),
  causeValue: Nullable(Type.Integer()),
  distributionDate: Nullable(IsoDate),
  lastMovement: Nullable(LastMovement),
  updatedAt: Timestamp,
  isSecret: Type.Boolean(),
  isArchived: Type.Boolean(),
});
export type ProcessSummary = Static<typeof ProcessSummary>;

export const ProcessList = Paged(ProcessSummary);
export type ProcessList = Static<typeof ProcessList>;

export const Court = Type.Object({
  code: Type.String({ description: 'CNJ J.TR segment, e.g. 8.26' }),
  name: Type.String(),
  acronym: Type.String(),
  state: Nullable(Type.String()),
  region: Type.String(),
});
export type Court = Static<typeof Court>;

export const Representative = Type.Object({ name: Type.String(), oab: Type.String() });
export type Representative = Static<typeof Representative>;

/** Authors and defendants. document: digits only (CPF 11 / CNPJ 14); null when unknown or the process is secret. */
export const ProcessParty = Type.Object({
  name: Type.String(),
  document: Nullable(Type.String()),
  representatives: Type.Array(Representative),
});
export type ProcessParty = Static<typeof ProcessParty>;

export const PartSide = Type.Enum(PART_SIDES);
export type PartSide = Static<typeof PartSide>;

export const ProcessPart = Type.Object({
  name: Type.String(),
  document: Nullable(Type.String()),
  function: Type.String({ description: 'e.g. Autor, Réu, Reclamante, Exequente' }),
  side: PartSide,
});
export type ProcessPart = Static<typeof ProcessPart>;

export const UserRef = Type.Object({ id: Type.String(), name: Type.String() });
export type UserRef = Static<typeof UserRef>;

/** The cause value typed by a user (POST …/changevalue), with who set it and when. */
export const ManualCauseValue = Type.Object({
  value: Type.Integer({ description: 'centavos' }),
  updatedBy: Nullable(UserRef),
  updatedAt: Nullable(Timestamp),
});
export type ManualCauseValue = Static<typeof ManualCauseValue>;

export const RelatedProcess = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  relation: Type.String({ description: 'e.g. Recurso, Processo de origem, Apenso' }),
});
export type RelatedProcess = Static<typeof RelatedProcess>;

/** Hearing recordings; url is always http(s). */
export const ProcessVideo = Type.Object({
  title: Type.String(),
  audienceDate: Nullable(Timestamp),
  url: Type.String(),
});
export type ProcessVideo = Static<typeof ProcessVideo>;

/** Files attached to the process (case files and manual movement files); open with GET /v1/urlById/{id}. */
export const ProcessDocument = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  contentType: Type.String(),
  date: IsoDate,
  kind: Type.Enum(['AUTO', 'MANUAL']),
});
export type ProcessDocument = Static<typeof ProcessDocument>;

/** A party whose document is one of the organization's monitored documents. */
export const PartMatch = Type.Object({
  monitoredDocumentId: Type.Integer(),
  document: Type.String(),
  name: Type.String(),
  side: PartSide,
  function: Type.String(),
});
export type PartMatch = Static<typeof PartMatch>;

/**
 * GET /v1/process/{orgId}/{processId}. status 'SECRET' ⇔ isSecret: then parties' and parts' documents are null,
 * subjects is [], causeValue and manualCauseValue are null (the rest, including names, is shown).
 */
export const ProcessDetail = Type.Object({
  id: Type.Integer(),
  organizationId: Type.Integer(),
  number: Type.String(),
  type: Type.String(),
  state: Nullable(Type.String()),
  status: Type.Enum(['PUBLIC', 'SECRET']),
  subjects: Type.Array(Type.String()),
  causeValue: Nullable(Type.Integer()),
  manualCauseValue: Nullable(ManualCauseValue),
  distributionDate: Nullable(IsoDate),
  jurisdiction: Nullable(Type.String()),
  judgingOrgan: Nullable(Type.String()),
  origin: Nullable(Type.String()),
  relatedProcesses: Type.Array(RelatedProcess),
  isSecret: Type.Boolean(),
  isArchived: Type.Boolean(),
  hasVideos: Type.Boolean(),
  hasResource: Type.Boolean(),
  isResource: Type.Boolean(),
  videos: Type.Array(ProcessVideo),
  court: Court,
  authors: Type.Array(ProcessParty),
  defendants: Type.Array(ProcessParty),
  parts: Type.Array(ProcessPart),
  documents: Type.Array(ProcessDocument),
  part_matches: Type.Array(PartMatch),
  notes: Nullable(Type.String()),
  lastMovement: Nullable(LastMovement),
  updatedAt: Timestamp,
});
export type ProcessDetail = Static<typeof ProcessDetail>;

/** PUT /v1/process/{processId} — ADMIN, SUPER_ADMIN or LAWYER. At least one field. Returns ProcessDetail. */
export const ProcessUpdateBody = Type.Object(
  {
    isArchived: Type.Optional(Type.Boolean()),
    notes: Type.Optional(NullableInput<string>('string', { maxLength: 5000 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProcessUpdateBody = Static<typeof ProcessUpdateBody>;

/**
 * POST /v1/organization/{orgId}/process/{processId}/changevalue — centavos; null removes the manual value.
 * ADMIN, SUPER_ADMIN or LAWYER. Answers the saved value (null on a secret process, which never shows values).
 */
export const ChangeValueBody = Type.Object(
  // Checked by the route (isValidCentavos, src/contract/money.ts) so a bad amount gets the catalogue's own reason.
  {
    valueProcess: NullableInput<number>('number', {
      description: 'Centavos, inteiro de 0 a 999.999.999.999.999; null remove',
    }),
  },
  { additionalProperties: false },
);
export type ChangeValueBody = Static<typeof ChangeValueBody>;
export const ChangeValueResponse = Type.Object({ manualCauseValue: Nullable(ManualCauseValue) });
export type ChangeValueResponse = Static<typeof ChangeValueResponse>;
