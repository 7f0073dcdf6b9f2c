/** A pause lasts one of these many days (PUT …/pause {days}). */
export const PAUSE_DAYS = [30, 60, 90] as const;
/** After a pause ends (or is resumed early), the next one is available this many days later. */
export const PAUSE_COOLDOWN_DAYS = 30;
