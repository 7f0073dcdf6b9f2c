import { Type, type Static } from 'typebox';
import { AnalysisListItem } from './analyses.ts';
import { Id } from './common.ts';
import { PlanTypeName } from './plans.ts';
import { RelationshipAnalysis } from './relationships.ts';
import { IsoDate, Nullable, Paged, PageQuery, Timestamp } from './schema-helpers.ts';

/**
 * Consume-unique items: the documents a holder looked up in an organization (docs/product.md#document-monitoring).
 *
 * One item per holder + organization + document: the first lookup consumes one Consulta; looking the same
 * document up again answers the same item (nothing consumed) and moves it to the top of the activity list.
 *
 * typeSearch is the item's state:
 * - Consulta: looked up, not monitored;
 * - Monitoria: monitored — the court feed adds its new processes (NEW_PROCESS notifications);
 * - Pausa: monitored but paused until pauseEndsAt; monitoring resumes by itself then, without a new consumption.
 *
 * Pausing (PUT …/pause {days: 30 | 60 | 90}) is allowed only while typeSearch is Monitoria and
 * dtAvailablePause is null or past. After a pause, the next pause is available PAUSE_COOLDOWN_DAYS after it
 * ends: dtAvailablePause = pauseEndsAt + 30 days (resuming early with DELETE …/pause: now + 30 days).
 * PAUSE_DAYS and PAUSE_COOLDOWN_DAYS live in constants/activities.ts.
 * accessPauseMonitor is true exactly when a pause may be started now; daypausemonitor is the length of the
 * current or last pause (null if never paused).
 *
 * Who: every route checks that the caller belongs to the organization and that the holder is the organization's
 * (403 otherwise). Reading (activity list, items, analyses, detail, metrics, reports) is open to every member;
 * acting (lookup, monitor, pause, start an analysis) needs profile BASIC, ADMIN or SUPER_ADMIN
 * (COMPLIANCE_PROFILES in constants/profiles.ts) — a LAWYER gets 403
 * 'Seu perfil não permite esta ação nesta organização.'
 *
 * Status codes of the actions: 400 bad input ('Documento inválido' for documents), 402 balance exhausted (the
 * plan's message; nothing consumed), 403 another organization, holder or item, 404 unknown id, 409 state conflict
 * (already monitored, not monitored, pause not available yet, analysis processing, report not ready).
 */
export const ActivityType = PlanTypeName;
export type ActivityType = Static<typeof ActivityType>;

export const ConsumeUniqueItem = Type.Object({
  id: Type.Integer(),
  documentInfo: Type.String({ description: "Name of the person or company ('' when no source knows it)" }),
  typeSearch: ActivityType,
  documentNumber: Type.String({ description: 'Normalized: digits, or [0-9A-Z] for alphanumeric CNPJs' }),
  documentType: Type.Enum(['CPF', 'CNPJ']),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  consume: Type.Integer({ description: 'Balance units this item consumed (lookup, monitoring starts, analyses)' }),
  monitoringSince: Nullable(Timestamp),
  accessPauseMonitor: Type.Boolean(),
  daypausemonitor: Nullable(Type.Integer()),
  pauseEndsAt: Nullable(Timestamp),
  dtAvailablePause: Nullable(Timestamp),
  analyses: Type.Array(AnalysisListItem, { description: 'Newest first' }),
  /**
   * The item's newest relationship analysis, or null (what GET …/consumeunique/{id} of the relationships answers), so
   * a page of the list needs no request per item. Absent in answers stored on a device before it existed.
   */
  relationship: Type.Optional(Nullable(RelationshipAnalysis)),
});
export type ConsumeUniqueItem = Static<typeof ConsumeUniqueItem>;
export const ConsumeUniqueResponse = Type.Object({ register: ConsumeUniqueItem });
export type ConsumeUniqueResponse = Static<typeof ConsumeUniqueResponse>;

/**
 * GET /v1/holder/{h}/organization/{o}/activities — newest updatedAt first, 10 per page, page 0-based (a page past
 * the end is an empty result). type filters typeSearch; text matches the name (case- and accent-insensitive) or
 * the document (punctuation ignored); from/to are inclusive days of updatedAt (from after to → 400).
 */
export const ActivityListQuery = Type.Object({
  ...PageQuery.properties,
  type: Type.Optional(ActivityType),
  text: Type.Optional(Type.String({ maxLength: 120 })),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type ActivityListQuery = Static<typeof ActivityListQuery>;
export const ActivityList = Paged(ConsumeUniqueItem);
export type ActivityList = Static<typeof ActivityList>;

const ItemId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });
/** …/consumeunique/{consumeUniqueId}[/monitor|/pause]. An item of another holder or organization → 403. */
export const ConsumeUniqueParams = Type.Object({ holderId: Id, orgId: Id, consumeUniqueId: ItemId });
export type ConsumeUniqueParams = Static<typeof ConsumeUniqueParams>;

/**
 * POST /v1/holder/{h}/organization/{o}/partner/process — the lookup (Consulta). documentNumber with or without
 * punctuation; unrecognized or wrong check digits → 400 'Documento inválido'. name: optional, used when no
 * process of the organization names the document. 201 + consumed 1 for a new item; 200 + consumed 0 when the
 * document was already in the list. No Consulta left → 402 and nothing is added.
 */
export const LookupBody = Type.Object(
  {
    documentNumber: Type.String({ minLength: 1, maxLength: 40 }),
    name: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type LookupBody = Static<typeof LookupBody>;
export const LookupResponse = Type.Object({
  register: ConsumeUniqueItem,
  created: Type.Boolean(),
  consumed: Type.Integer(),
});
export type LookupResponse = Static<typeof LookupResponse>;

/**
 * PUT …/consumeunique/{id}/monitor starts monitoring: consumes one Monitoria (402 when none is left) and activates
 * the document in the court feed. Already Monitoria or Pausa → 409 'Este documento já está sendo monitorado.'
 * DELETE …/monitor stops it (also a paused one); not monitored → 409. Both answer { register }.
 *
 * PUT …/consumeunique/{id}/pause {days} pauses; not monitored, already paused or dtAvailablePause in the future →
 * 409 with the reason. DELETE …/pause resumes early; not paused → 409.
 */
export const PauseBody = Type.Object(
  {
    days: Type.Union([Type.Literal(30), Type.Literal(60), Type.Literal(90)], {
      description: 'One of PAUSE_DAYS: 30, 60 or 90',
    }),
  },
  { additionalProperties: false },
);
export type PauseBody = Static<typeof PauseBody>;
