import { cnjFromParts } from '../../src/contract/cnj.ts';
import { SEED_COURTS } from '../seed/courts.ts';
import { MIDDLE_MOVEMENTS, SEED_CLASSES } from '../seed/legal-catalogue.ts';
import { companyName, lawyerName, personName } from '../seed/names.ts';
import { createRng, type Rng } from '../seed/prng.ts';
import { addDays, weekday } from './calendar/iso-day.ts';
import type { CommunicationQuery, CommunicationsProvider, CourtCommunication } from './court-communication.ts';
import { processNumberForSource } from './process-number.ts';

/**
 * The demo's communications: generated from the catalogue, names and PRNG the demo court feed uses, so that the
 * product runs without a network. Deterministic: the same query always answers the same communications, so a
 * second sync finds nothing new. The demo court feed itself (server/feed) keeps running as before; this is the
 * same demo data seen through the communications interface.
 */
const TYPES = ['Intimação', 'Intimação', 'Intimação', 'Citação', 'Pauta de julgamento', 'Edital'] as const;
const MAX_WINDOW_DAYS = 62;

/** A stable 32-bit seed from a text (FNV-1a). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function generated(
  rng: Rng,
  key: string,
  day: string,
  processDigits: string | null,
  lawyer: { number: string; uf: string } | null,
): CourtCommunication {
  const klass = rng.pick(SEED_CLASSES);
  const court = rng.pick(SEED_COURTS.filter((candidate) => klass.branches.includes(candidate.branch)));
  const number =
    processDigits ??
    cnjFromParts({
      sequence: rng.digits(7),
      year: day.slice(0, 4),
      justice: court.justice,
      court: court.tr,
      origin: rng.pick(court.origins).code,
    }).replace(/\D/g, '');
  const movement = rng.pick(MIDDLE_MOVEMENTS);
  const author = rng.chance(0.5) ? personName(rng) : companyName(rng);
  const defendant = rng.chance(0.5) ? personName(rng) : companyName(rng);
  const lawyerOab = lawyer ?? { number: String(rng.int(10_000, 499_999)), uf: court.state ?? 'DF' };
  return {
    source: 'DEMO',
    sourceId: `demo-${seedOf(key).toString(36)}`,
    processNumber: number,
    court: court.acronym,
    organ: klass.organ.replace('{n}', String(rng.int(1, 45))),
    type: rng.pick(TYPES),
    documentType: movement.class,
    className: klass.name,
    classCode: null,
    availabilityDate: day,
    textHtml: `<p>${movement.text}.</p><p>Intimem-se as partes, por seus advogados.</p>`,
    parties: [
      { pole: 'ACTIVE', name: author },
      { pole: 'PASSIVE', name: defendant },
    ],
    lawyers: [{ name: lawyerName(rng), oabNumber: lawyerOab.number, oabUf: lawyerOab.uf }],
    certificateUrl: null,
    link: null,
    cancelled: false,
    cancellationReason: null,
    cancelledAt: null,
  };
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < MAX_WINDOW_DAYS; day = addDays(day, 1)) days.push(day);
  return days;
}

export function createDemoCommunications(): CommunicationsProvider {
  return {
    source: 'DEMO',
    async search(query: CommunicationQuery) {
      const communications: CourtCommunication[] = [];
      const who =
        query.kind === 'oab'
          ? `${query.oab.number}/${query.oab.uf}`
          : query.kind === 'process'
            ? query.processNumber
            : (query.court ?? '*');
      const digits = query.kind === 'process' ? processNumberForSource(query.processNumber) : null;
      if (digits && !digits.ok) throw new Error(digits.error);
      const from = query.from ?? '2026-01-05';
      const to = query.to ?? from;
      for (const day of daysOf(from, to)) {
        // Publications come out on working days only.
        if (weekday(day) === 0 || weekday(day) === 6) continue;
        const rng = createRng(seedOf(`${who}|${day}`));
        const count = rng.int(0, 2);
        for (let i = 0; i < count; i++) {
          const lawyer = query.kind === 'oab' ? query.oab : null;
          communications.push(generated(rng, `${who}|${day}|${i}`, day, digits?.ok ? digits.digits : null, lawyer));
        }
      }
      return { communications, complete: true, skipped: 0, warnings: [] };
    },
  };
}
