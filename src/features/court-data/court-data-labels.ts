import type { CourtSourceName, SuspensionKindName } from '../../contract/court-data';

/** Words and formats of the court-data screens (pure: tests/unit/court-data-labels.test.ts). */

/** 'AAAA-MM-DD' → 'DD/MM/AAAA'; anything else as it came. */
export function dayLabel(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

export const SOURCE_LABELS: Record<CourtSourceName, string> = {
  DJEN: 'DJEN — Diário de Justiça Eletrônico Nacional',
  DEMO: 'Demonstração',
};

export const SUSPENSION_KIND_LABELS: Record<SuspensionKindName, string> = {
  CLOSED: 'Sem expediente',
  DEADLINES: 'Prazos suspensos',
};

export const SUSPENSION_KIND_OPTIONS = (Object.keys(SUSPENSION_KIND_LABELS) as SuspensionKindName[]).map((value) => ({
  value,
  label: SUSPENSION_KIND_LABELS[value],
}));

/** "123456/SP". */
export const oabLabel = (registration: { number: string; uf: string }): string =>
  `${registration.number}/${registration.uf}`;

/** "TJSP, 02/03/2026 a 03/03/2026" or "Todos os tribunais, 02/03/2026". */
export function suspensionPeriod(suspension: { court: string | null; from: string; to: string }): string {
  const who = suspension.court ?? 'Todos os tribunais';
  const when =
    suspension.from === suspension.to
      ? dayLabel(suspension.from)
      : `${dayLabel(suspension.from)} a ${dayLabel(suspension.to)}`;
  return `${who}, ${when}`;
}

/** "Nada novo", "1 comunicação nova", "3 comunicações novas". */
export function newItemsLabel(count: number): string {
  if (count === 0) return 'Nada novo';
  return count === 1 ? '1 comunicação nova' : `${count} comunicações novas`;
}
