import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { MOVEMENT_SOURCES, RESPONSIBILITIES } from './constants/movements.ts';
import { ProcessId, UserRef } from './processes.ts';
import { IsoDate, Nullable, Paged, PageQuery, Timestamp, UserId } from './schema-helpers.ts';

/**
 * Movements of a process (docs/product.md#movements): court movements come from the court feed (source COURT),
 * manual ones are uploaded by users with a file (source MANUAL).
 */
export const MovementSource = Type.Enum(MOVEMENT_SOURCES);
export type MovementSource = Static<typeof MovementSource>;

/** Kinds of responsibility of a person assigned to a movement (PUT …/people/{x}/responsability/{r}). */
export const Responsibility = Type.Enum(RESPONSIBILITIES);
export type Responsibility = Static<typeof Responsibility>;

/** A user assigned to a movement; responsibility null until set. */
export const MovementPerson = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  responsibility: Nullable(Responsibility),
  responsibilityLabel: Nullable(Type.String()),
  questions: Type.Array(Type.String()),
  assignedAt: Timestamp,
});
export type MovementPerson = Static<typeof MovementPerson>;

/** The file of a manual movement; open it with GET /v1/urlById/{id}. */
export const MovementFile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'bytes' }),
});
export type MovementFile = Static<typeof MovementFile>;

/**
 * Where a court movement came from when a court source (the DJEN) published it: the publication date
 * and the first day of the deadline (never its end), the official certificate, and whether the source cancelled it.
 */
export const MovementCommunication = Type.Object({
  source: Type.String({ description: "'DJEN' or 'DEMO'" }),
  publicationDate: IsoDate,
  deadlineStart: IsoDate,
  certificateUrl: Nullable(Type.String({ description: 'https URL of the official certificate' })),
  cancelled: Type.Boolean(),
  cancellationReason: Nullable(Type.String()),
});
export type MovementCommunication = Static<typeof MovementCommunication>;

export const Movement = Type.Object({
  id: Type.Integer(),
  processId: Type.Integer(),
  date: Timestamp,
  class: Type.String({ description: "Movement type (court class); 'Movimentação manual' for uploads" }),
  text: Type.String({ description: 'Plain text: clients render it as text, never as HTML' }),
  source: MovementSource,
  isManual: Type.Boolean(),
  createdBy: Nullable(UserRef),
  file: Nullable(MovementFile),
  people: Type.Array(MovementPerson),
  communication: Type.Optional(MovementCommunication),
});
export type Movement = Static<typeof Movement>;

/**
 * GET /v1/organization/{orgId}/process/{processId}/moviments — newest first, 10 per page.
 * movimentId: only that movement (404 when it is not in this process). type: exact class. from/to: inclusive days.
 */
export const MovementListQuery = Type.Object({
  ...PageQuery.properties,
  movimentId: Type.Optional(ProcessId),
  type: Type.Optional(Type.String({ maxLength: 200 })),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type MovementListQuery = Static<typeof MovementListQuery>;

export const MovementList = Paged(Movement);
export type MovementList = Static<typeof MovementList>;

/** GET /v1/organization/{orgId}/moviments/types — distinct movement classes of the organization, sorted. */
export const MovementTypeList = Type.Array(Type.String());
export type MovementTypeList = Static<typeof MovementTypeList>;

/** /v1/organization/{orgId}/moviment/{movementId}/people/{userId}… */
export const MovementPersonParams = Type.Object({ orgId: Id, movementId: ProcessId, userId: UserId });
export type MovementPersonParams = Static<typeof MovementPersonParams>;
export const ResponsibilityParams = Type.Object({
  orgId: Id,
  movementId: ProcessId,
  userId: UserId,
  responsibility: Responsibility,
});
export type ResponsibilityParams = Static<typeof ResponsibilityParams>;

/** POST …/moviment/{m}/people/{x} — assigns (or re-assigns) a member; questions: points for the person to look at. */
export const AssignPersonBody = Type.Object(
  { questions: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 20 })) },
  { additionalProperties: false },
);
export type AssignPersonBody = Static<typeof AssignPersonBody>;

/** PUT …/people/{x}/responsability/{r} — processId must be the movement's process; assigns the person if needed. */
export const ResponsibilityBody = Type.Object({ processId: ProcessId }, { additionalProperties: false });
export type ResponsibilityBody = Static<typeof ResponsibilityBody>;

/** POST /PUT answers: the movement's people after the change. */
export const MovementPeople = Type.Array(MovementPerson);
export type MovementPeople = Static<typeof MovementPeople>;
