const COMPETENCE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first and last day ('YYYY-MM-DD') of a competence month: the extract period the bill charges. */
export function competencePeriod(competence: string): { from: string; to: string } | null {
  const match = COMPETENCE.exec(competence.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${match[1]}-${match[2]}-01`, to: `${match[1]}-${match[2]}-${String(lastDay).padStart(2, '0')}` };
}
