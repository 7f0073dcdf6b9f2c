import { formatCnj } from '../../../src/contract/cnj.ts';
import type { Db } from '../../db/db.ts';
import {
  claimCommunication,
  attachCommunication,
  linkCommunicationRegistration,
  markCommunicationCancelled,
  prefixMovementText,
} from '../../repositories/court-communications.ts';
import { ensureCourt, findProcessIdByNumber, insertCourtProcess } from '../../repositories/court-data-processes.ts';
import { insertMovement } from '../../repositories/movements.ts';
import { insertNotification } from '../../repositories/notifications.ts';
import { buildCourtCalendar, type CourtSuspension } from '../calendar/court-calendar.ts';
import { deadlineStartOf, type DeadlineStart } from '../calendar/deadline-start.ts';
import { dayLabel } from '../calendar/iso-day.ts';
import type { CourtCommunication } from '../court-communication.ts';
import { courtCodeOf, stateOfStateCourt } from '../process-number.ts';
import { communicationPlainText } from '../sanitize-communication.ts';

/**
 * One communication into the product, in the caller's transaction: claimed first (a known one only gets its
 * registration link, and a cancellation marked in place), then its process (created when the organization does not
 * have it, marked as the DJEN's), a movement and a notification, through the same repository calls as the demo
 * court feed. Either everything is written or nothing is.
 */
export type StoreOutcome =
  | { kind: 'created'; processCreated: boolean; notificationId: number | null }
  | { kind: 'cancelled' }
  | { kind: 'known' };

export interface StoreContext {
  organizationId: number;
  registrationId: number | null;
  notifyNewProcess: boolean;
  notifyChange: boolean;
  suspensions: readonly CourtSuspension[];
  /** The run's instant: the notification's date. */
  now: Date;
}

const MOVEMENT_TEXT_LIMIT = 4_000;
const CRIMINAL = /penal|criminal|crime|habeas|inquérito|execução da pena/i;

/** "Publicada em 10/03/2026; prazo começa em 11/03/2026." — what the movement and the notification say first. */
export const deadlineSentence = (dates: DeadlineStart): string =>
  `Publicada em ${dayLabel(dates.publicationDate)}; prazo começa em ${dayLabel(dates.deadlineStart)}.`;

export const cancellationSentence = (c: CourtCommunication): string => {
  const reason = c.cancellationReason?.replace(/[\s.]+$/, '');
  return `Comunicação cancelada no DJEN${reason ? `: ${reason}` : ''}. `;
};

export function deadlineOf(c: CourtCommunication, suspensions: readonly CourtSuspension[]): DeadlineStart {
  const calendar = buildCourtCalendar({
    court: c.court,
    state: stateOfStateCourt(c.processNumber),
    suspensions,
    criminal: CRIMINAL.test(c.className ?? ''),
  });
  return deadlineStartOf(c.availabilityDate, calendar);
}

const POLE_SIDES = {
  ACTIVE: ['AUTHOR', 'Polo ativo'],
  PASSIVE: ['DEFENDANT', 'Polo passivo'],
  OTHER: ['OTHER', 'Outro'],
} as const;

async function processFor(db: Db, ctx: StoreContext, c: CourtCommunication): Promise<{ id: number; created: boolean }> {
  const number = formatCnj(c.processNumber);
  const existing = await findProcessIdByNumber(db, ctx.organizationId, number);
  if (existing !== null) return { id: existing, created: false };
  const courtCode = courtCodeOf(c.processNumber) ?? '';
  const state = stateOfStateCourt(c.processNumber);
  await ensureCourt(db, { code: courtCode, acronym: c.court, state });
  return insertCourtProcess(db, {
    organizationId: ctx.organizationId,
    formattedNumber: number,
    className: c.className ?? 'Classe não informada',
    courtCode,
    state,
    organ: c.organ,
    origin: `${c.court} - DJEN`,
    source: 'DJEN',
    parties: c.parties.map((party) => ({
      name: party.name,
      side: POLE_SIDES[party.pole][0],
      function: POLE_SIDES[party.pole][1],
    })),
  });
}

export async function storeCommunication(db: Db, ctx: StoreContext, c: CourtCommunication): Promise<StoreOutcome> {
  const dates = deadlineOf(c, ctx.suspensions);
  const claimed = await claimCommunication(db, ctx.organizationId, c, dates);
  if (claimed === null) {
    if (ctx.registrationId !== null) await linkCommunicationRegistration(db, ctx.organizationId, c, ctx.registrationId);
    if (!c.cancelled) return { kind: 'known' };
    const marked = await markCommunicationCancelled(db, ctx.organizationId, c);
    if (!marked) return { kind: 'known' };
    if (marked.movementId !== null) await prefixMovementText(db, marked.movementId, cancellationSentence(c));
    return { kind: 'cancelled' };
  }
  const process = await processFor(db, ctx, c);
  const body = communicationPlainText(c.textHtml).slice(0, MOVEMENT_TEXT_LIMIT);
  const text = `${c.cancelled ? cancellationSentence(c) : ''}${deadlineSentence(dates)}\n${body}`.trim();
  // The availability day, at the start of the day in Brasília: the movement sits on the day the act came out.
  const at = new Date(`${c.availabilityDate}T00:00:00-03:00`);
  const movementId = await insertMovement(db, {
    organizationId: ctx.organizationId,
    processId: process.id,
    date: at.toISOString(),
    class: c.type,
    text,
    isManual: false,
    createdBy: null,
  });
  const wanted = process.created ? ctx.notifyNewProcess : ctx.notifyChange;
  // A communication first seen already cancelled is recorded, not announced.
  const notificationId =
    wanted && !c.cancelled
      ? await insertNotification(db, {
          organizationId: ctx.organizationId,
          type: process.created ? 'NEW_PROCESS' : 'CHANGE_MOVIMENT',
          processId: process.id,
          at: ctx.now,
          movement: { class: c.type, text: deadlineSentence(dates), date: at },
        })
      : null;
  await attachCommunication(db, claimed, { processId: process.id, movementId, notificationId });
  if (ctx.registrationId !== null) await linkCommunicationRegistration(db, ctx.organizationId, c, ctx.registrationId);
  return { kind: 'created', processCreated: process.created, notificationId };
}
