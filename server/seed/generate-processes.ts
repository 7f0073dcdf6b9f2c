import { cnjFromParts } from '../../src/contract/cnj.ts';
import { SEED_COURTS, weightedPick, type SeedCourt } from './courts.ts';
import { CLOSING_MOVEMENTS, MIDDLE_MOVEMENTS, OPENING_MOVEMENT, SEED_CLASSES } from './legal-catalogue.ts';
import { generateParties, type PartyRow } from './parties.ts';
import { createRng, type Rng } from './prng.ts';

/** Fixed "today" of the seed so that every run produces the same dates. */
export const SEED_REFERENCE_DATE = Date.UTC(2026, 9, 31);
const FIRST_DISTRIBUTION = Date.UTC(2014, 0, 2);
const DAY = 86_400_000;

interface ProcessFields {
  id: number;
  organization_id: number;
  number: string;
  type: string;
  state: string | null;
  court_code: string;
  subjects: string[];
  cause_value: number | null;
  distribution_date: string;
  jurisdiction: string;
  judging_organ: string;
  origin: string;
  is_secret: boolean;
  archived: boolean;
  has_videos: boolean;
  updated_at: string;
}

/** The list's columns of migration 0006, which its triggers keep; the seed inserts with triggers off. */
interface ListColumns {
  authors: string[];
  defendants: string[];
  last_movement_date: string | null;
  last_movement_class: string | null;
  last_movement_text: string | null;
}

export interface ProcessRow extends ProcessFields, ListColumns {}

/** What the triggers would compute from these parties and movements, in their insertion (id) order. */
export function listColumns(parties: readonly PartyRow[], movements: readonly MovementRow[]): ListColumns {
  // First in (date DESC, id DESC) as the list orders them: the later of two on the same date wins.
  const latest = movements.reduce<MovementRow | undefined>(
    (best, m) => (!best || m.date >= best.date ? m : best),
    undefined,
  );
  return {
    authors: parties.filter((party) => party.side === 'AUTHOR').map((party) => party.name),
    defendants: parties.filter((party) => party.side === 'DEFENDANT').map((party) => party.name),
    last_movement_date: latest?.date ?? null,
    last_movement_class: latest?.class ?? null,
    last_movement_text: latest?.text ?? null,
  };
}

export interface MovementRow {
  process_id: number;
  date: string;
  class: string;
  text: string;
}

export interface ProcessBundle {
  process: ProcessRow;
  parties: PartyRow[];
  movements: MovementRow[];
}

/** A unique 7-digit sequence per process index: multiplying by a number coprime to 10^7 is a bijection. */
const sequenceFor = (index: number): string => String((index * 3_999_971 + 1_234_567) % 10_000_000).padStart(7, '0');

/** Brasília is UTC−3 (no daylight saving since 2019). */
const BRASILIA_OFFSET = 3 * 3_600_000;

function movementsFor(rng: Rng, processId: number, distributed: number): { rows: MovementRow[]; archived: boolean } {
  // Movements are instants shown in Brasília (src/contract/dates.ts): the distribution starts at 00:00 of its day
  // there, not at 00:00 UTC (which reads as 21:00 of the day before).
  const opening = distributed + BRASILIA_OFFSET;
  const rows: MovementRow[] = [{ process_id: processId, date: new Date(opening).toISOString(), ...OPENING_MOVEMENT }];
  let at = opening;
  const middle = rng.int(1, 9);
  for (let i = 0; i < middle; i++) {
    at += rng.int(1, 120) * DAY + rng.int(8, 18) * 3_600_000;
    if (at >= SEED_REFERENCE_DATE) break;
    rows.push({ process_id: processId, date: new Date(at).toISOString(), ...rng.pick(MIDDLE_MOVEMENTS) });
  }
  let archived = false;
  // Older processes are more likely to have ended.
  const ageYears = (SEED_REFERENCE_DATE - distributed) / (365 * DAY);
  if (rng.chance(Math.min(0.7, ageYears / 10))) {
    const closing = rng.pick(CLOSING_MOVEMENTS);
    at = Math.min(at + rng.int(10, 200) * DAY, SEED_REFERENCE_DATE - DAY);
    rows.push({ process_id: processId, date: new Date(at).toISOString(), ...closing });
    archived = closing.class === 'Arquivamento';
  }
  return { rows, archived };
}

/**
 * One process with its parties and movements; `index` is global so numbers never collide. `distributedAt` (ms)
 * fixes the distribution date (the court feed's "now"), so the CNJ year (AAAA) is always that date's year.
 */
export function generateProcess(
  rng: Rng,
  index: number,
  processId: number,
  organizationId: number,
  distributedAt?: number,
): ProcessBundle {
  const klass = weightedPick(SEED_CLASSES, rng.next());
  const courts = SEED_COURTS.filter((court: SeedCourt) => klass.branches.includes(court.branch));
  const court = weightedPick(courts, rng.next());
  const origin = rng.pick(court.origins);
  const drawn =
    FIRST_DISTRIBUTION + rng.int(0, Math.floor((SEED_REFERENCE_DATE - FIRST_DISTRIBUTION) / DAY) - 30) * DAY;
  const distributed = distributedAt ?? drawn;
  const year = String(new Date(distributed).getUTCFullYear());
  const number = cnjFromParts({
    sequence: sequenceFor(index),
    year,
    justice: court.justice,
    court: court.tr,
    origin: origin.code,
  });
  const [minValue, maxValue] = klass.valueRange;
  const causeValue = maxValue === 0 ? null : rng.int(minValue, maxValue) * 100 + rng.int(0, 99);
  const subjects = [rng.pick(klass.subjects)];
  if (rng.chance(0.3)) {
    const second = rng.pick(klass.subjects);
    if (second !== subjects[0]) subjects.push(second);
  }
  const { rows: movements, archived } = movementsFor(rng, processId, distributed);
  const last = movements[movements.length - 1];
  const process: ProcessFields = {
    id: processId,
    organization_id: organizationId,
    number,
    type: klass.name,
    state: court.state,
    court_code: court.code,
    subjects,
    cause_value: causeValue,
    distribution_date: new Date(distributed).toISOString().slice(0, 10),
    jurisdiction: origin.city,
    judging_organ: klass.organ.replace('{n}', String(rng.int(1, 45))),
    origin: `${court.acronym} - ${origin.city}`,
    is_secret: rng.chance(0.03),
    archived,
    // Only processes that get videos (seed-case-files) say they have them; the draw that once set this flag
    // is still taken so every value drawn after it (and so the whole seed) stays as it was.
    has_videos: rng.chance(0.05) && false,
    updated_at: last ? last.date : new Date(distributed).toISOString(),
  };
  const parties = generateParties(rng, processId, klass, court);
  return { process: { ...process, ...listColumns(parties, movements) }, parties, movements };
}

/** Movements of the demo's long-running process (the first of org 590): a process detail with many pages of them. */
const LONG_HISTORY_MOVEMENTS = 200;

/**
 * The same process with `total` movements: the extra ones fall between its opening and its latest movement, so its
 * list columns and updated_at stay what the generated ones made them. Its own PRNG: the rest of the seed is unchanged.
 */
export function withLongHistory(bundle: ProcessBundle, total = LONG_HISTORY_MOVEMENTS): ProcessBundle {
  const rng = createRng(0x5eed_0200);
  const dates = bundle.movements.map((m) => Date.parse(m.date));
  const first = Math.min(...dates);
  const last = Math.max(...dates);
  const extra: MovementRow[] = [];
  for (let i = 0; i < total - bundle.movements.length; i++) {
    // Strictly inside (first, last): a process opened today has no room, and keeps what it has.
    if (last - first < 2) break;
    const at = first + 1 + Math.floor(((i + rng.next()) / (total - bundle.movements.length)) * (last - first - 1));
    extra.push({ process_id: bundle.process.id, date: new Date(at).toISOString(), ...rng.pick(MIDDLE_MOVEMENTS) });
  }
  const movements = [...bundle.movements, ...extra].sort((a, b) => a.date.localeCompare(b.date));
  return { ...bundle, movements };
}
