import type { Db } from '../db/db.ts';
import { insertCourtSuspension } from '../repositories/court-suspensions.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';
import type { CourtSuspension, SuspensionKind } from './calendar/court-calendar.ts';

/**
 * Adds a suspension of a court's calendar (a system outage, a local holiday, a "correição"): the synchronisation
 * then computes deadline starts around it. Validated here, with the messages an operator reads.
 */
export const SUSPENSION_MESSAGES = {
  court: 'Informe a sigla do tribunal (ex.: TJSP) ou deixe em branco para todos.',
  dates: 'Informe datas válidas no formato AAAA-MM-DD, com o fim igual ou depois do início.',
  kind: 'O tipo deve ser CLOSED (sem expediente) ou DEADLINES (prazos suspensos).',
  reason: 'Informe o motivo da suspensão.',
} as const;

export interface SuspensionInput {
  court?: string | null;
  from: string;
  to: string;
  kind: string;
  reason: string;
}

export function parseSuspension(
  input: SuspensionInput,
): { ok: true; value: CourtSuspension } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const court = input.court?.trim().toUpperCase() || null;
  if (court !== null && !/^[A-Z]{2,6}\d{0,2}$/.test(court)) errors.push(SUSPENSION_MESSAGES.court);
  if (!isRealCalendarDay(input.from) || !isRealCalendarDay(input.to) || input.to < input.from)
    errors.push(SUSPENSION_MESSAGES.dates);
  if (input.kind !== 'CLOSED' && input.kind !== 'DEADLINES') errors.push(SUSPENSION_MESSAGES.kind);
  const reason = input.reason.trim();
  if (reason === '') errors.push(SUSPENSION_MESSAGES.reason);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { court, from: input.from, to: input.to, kind: input.kind as SuspensionKind, reason } };
}

/** Validates and stores one suspension; answers its id, or the problems found. */
export async function addCourtSuspension(
  db: Db,
  input: SuspensionInput,
): Promise<{ ok: true; id: number } | { ok: false; errors: string[] }> {
  const parsed = parseSuspension(input);
  if (!parsed.ok) return parsed;
  return { ok: true, id: await insertCourtSuspension(db, parsed.value) };
}
