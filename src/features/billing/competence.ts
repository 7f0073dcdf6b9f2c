const COMPETENCE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A bill is named by the month it charges, not by the day it was issued (RESEARCH §2: "Competência 03/2026").
 * '2026-03' → '03/2026'; anything else is shown as it came.
 */
export function competenceMonth(competence: string): string {
  const match = COMPETENCE.exec(competence.trim());
  return match ? `${match[2]}/${match[1]}` : competence;
}

/** '2026-03' → 'Competência 03/2026'. */
export function competenceLabel(competence: string): string {
  return `Competência ${competenceMonth(competence)}`;
}

/** The first and last day ('YYYY-MM-DD') of a competence month: the extract period the bill charges. */
export function competencePeriod(competence: string): { from: string; to: string } | null {
  const match = COMPETENCE.exec(competence.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${match[1]}-${match[2]}-01`, to: `${match[1]}-${match[2]}-${String(lastDay).padStart(2, '0')}` };
}
