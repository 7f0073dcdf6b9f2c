import type { Db } from '../db/db.ts';
import { DEMO_EMAILS, DEMO_ORGS } from '../demo/demo-users.ts';
import { buildCourtCalendar } from '../court-data/calendar/court-calendar.ts';
import { deadlineStartOf } from '../court-data/calendar/deadline-start.ts';
import type { CourtCommunication } from '../court-data/court-communication.ts';
import { DEFAULT_DJEN_BASE_URL } from '../court-data/court-data-config.ts';
import { stateOfStateCourt } from '../court-data/process-number.ts';
import { cancellationSentence, deadlineSentence } from '../court-data/sync/store-communication.ts';
import {
  attachCommunication,
  claimCommunication,
  linkCommunicationRegistration,
} from '../repositories/court-communications.ts';
import { recordSourceRun } from '../repositories/court-source-status.ts';
import { addMovementClass } from '../repositories/movements.ts';
import { insertNotification } from '../repositories/notifications.ts';
import { markRegistrationSynced, upsertOabRegistration } from '../repositories/oab-registrations.ts';

/**
 * The demo's real-court-data screens (docs/court-data.md): two OAB registrations of the demo law firm, a status row of the
 * DJEN, and three communications on its newest processes, each with its notification — two with their deadline start,
 * one cancelled at the source — so that "Advogados e OAB", "Fontes de dados", a process's movements and Notificações
 * show what the DJEN brings.
 * Deterministic: fixed numbers, texts and instants; each movement sits on its process's last movement date, so the
 * process's updatedAt and the list order stay as the generated data made them.
 */
const RUN_AT = new Date(Date.UTC(2026, 9, 31, 9, 0));
const ORG = DEMO_ORGS.moraes;

const REGISTRATIONS = [
  { number: '123456', uf: 'SP', lawyerName: 'Carla Lima', email: DEMO_EMAILS.advogada },
  { number: '98765', uf: 'RJ', lawyerName: 'Paulo Moraes', email: null },
] as const;

const COMMUNICATIONS = [
  {
    registration: 0,
    type: 'Intimação',
    text: 'Fica a parte autora intimada para, querendo, apresentar réplica à contestação.',
    cancelled: null,
  },
  {
    registration: 0,
    type: 'Intimação',
    text: 'Intimem-se as partes para especificarem as provas que pretendem produzir, justificando-as.',
    cancelled: null,
  },
  {
    registration: 1,
    type: 'Citação',
    text: 'Fica o réu citado para, querendo, contestar a ação.',
    cancelled: 'Publicação em duplicidade',
  },
] as const;

interface SeedProcess {
  id: number | string;
  number: string;
  type: string;
  judging_organ: string | null;
  acronym: string;
  updated_at: Date | string;
}

/** The Brasília day of an instant. */
const brazilDay = (at: Date): string => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

export async function seedCourtData(tx: Db): Promise<void> {
  const { rows: processes } = await tx.query<SeedProcess>(
    `SELECT p.id, p.number, p.type, p.judging_organ, c.acronym, p.updated_at FROM processes p JOIN courts c ON c.code = p.court_code
     WHERE p.organization_id = $1 AND EXISTS (SELECT 1 FROM movements m WHERE m.process_id = p.id) ORDER BY p.id DESC LIMIT ${COMMUNICATIONS.length}`,
    [ORG],
  );
  if (processes.length === 0) return;
  const registrationIds: number[] = [];
  for (const registration of REGISTRATIONS) {
    const { rows } = registration.email
      ? await tx.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [registration.email])
      : { rows: [] };
    const row = await upsertOabRegistration(tx, {
      organizationId: ORG,
      number: registration.number,
      uf: registration.uf,
      lawyerName: registration.lawyerName,
      lawyerUserId: rows[0]?.id ?? null,
    });
    registrationIds.push(row.id);
  }
  const brought = REGISTRATIONS.map(() => 0);
  for (const [index, process] of processes.entries()) {
    const spec = COMMUNICATIONS[index];
    if (!spec) break;
    const at = new Date(process.updated_at);
    const digits = process.number.replace(/\D/g, '');
    const availabilityDate = brazilDay(at);
    const calendar = buildCourtCalendar({
      court: process.acronym,
      state: stateOfStateCourt(digits),
      suspensions: [],
      criminal: false,
    });
    const dates = deadlineStartOf(availabilityDate, calendar);
    const hash = `demo${String(index + 1).padStart(4, '0')}`;
    const registration = REGISTRATIONS[spec.registration];
    const communication: CourtCommunication = {
      source: 'DJEN',
      sourceId: `demo-djen-${index + 1}`,
      processNumber: digits,
      court: process.acronym,
      organ: process.judging_organ,
      type: spec.type,
      documentType: 'Despacho',
      className: process.type,
      classCode: null,
      availabilityDate,
      textHtml: `<p>${spec.text}</p>`,
      parties: [],
      lawyers: registration
        ? [{ name: registration.lawyerName, oabNumber: registration.number, oabUf: registration.uf }]
        : [],
      certificateUrl: `${DEFAULT_DJEN_BASE_URL}/api/v1/comunicacao/${hash}/certidao`,
      link: null,
      cancelled: spec.cancelled !== null,
      cancellationReason: spec.cancelled,
      cancelledAt: spec.cancelled ? availabilityDate : null,
    };
    const id = await claimCommunication(tx, ORG, communication, dates);
    if (id === null) continue;
    const text = `${communication.cancelled ? cancellationSentence(communication) : ''}${deadlineSentence(dates)}\n${spec.text}`;
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO movements (process_id, date, class, text, is_manual) VALUES ($1, $2, $3, $4, false) RETURNING id',
      [process.id, at.toISOString(), spec.type, text],
    );
    await addMovementClass(tx, ORG, spec.type);
    // Announced when it came out (the cancelled one too: its cancellation came later), so that Notificações shows
    // the deadline start, the certificate and the cancelled mark.
    const notificationId = await insertNotification(tx, {
      organizationId: ORG,
      type: 'CHANGE_MOVIMENT',
      processId: Number(process.id),
      at: RUN_AT,
      movement: { class: spec.type, text: deadlineSentence(dates), date: at },
    });
    await attachCommunication(tx, id, {
      processId: Number(process.id),
      movementId: Number(rows[0]?.id),
      notificationId,
    });
    const registrationId = registrationIds[spec.registration];
    if (registrationId !== undefined) await linkCommunicationRegistration(tx, ORG, communication, registrationId);
    brought[spec.registration] = (brought[spec.registration] ?? 0) + 1;
  }
  for (const [index, id] of registrationIds.entries())
    await markRegistrationSynced(tx, id, { at: RUN_AT, items: brought[index] ?? 0, error: null });
  const cancellations = COMMUNICATIONS.slice(0, processes.length).filter((spec) => spec.cancelled !== null).length;
  await recordSourceRun(tx, {
    organizationId: ORG,
    source: 'DJEN',
    at: RUN_AT,
    items: Math.min(processes.length, COMMUNICATIONS.length),
    cancellations,
    errors: 0,
    lastError: null,
    nextRunAt: null,
  });
}
