/**
 * The next instant a daily schedule fires ('M H[,H…] * * *', in UTC, the form DJEN_SYNC_CRON takes by default),
 * for the sources screen. Other cron forms answer null: the screen then shows no next run rather than a wrong one.
 */
export function nextRunOf(cron: string | null, now: Date): Date | null {
  const match = cron?.trim().match(/^(\d{1,2})\s+(\d{1,2}(?:,\d{1,2})*)\s+\*\s+\*\s+\*$/);
  if (!match) return null;
  const minute = Number(match[1]);
  const hours = (match[2] ?? '')
    .split(',')
    .map(Number)
    .filter((h) => h < 24)
    .sort((a, b) => a - b);
  if (minute > 59 || hours.length === 0) return null;
  for (let dayOffset = 0; dayOffset <= 1; dayOffset++) {
    for (const hour of hours) {
      const at = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + dayOffset, hour, minute),
      );
      if (at > now) return at;
    }
  }
  return null;
}
