/**
 * The ID token Amplify last handed out, kept in memory for a short while so that an API call can send it at once.
 *
 * Why: asking Amplify (fetchAuthSession: storage reads, two JWT decodes, several awaits) before every request cost
 * each call a few ms at 4× CPU, and its awaits let React render the sign-in's navigation before the session's first
 * requests went out. Amplify stays the source: the memo only repeats its last answer, for at most REUSE_MS and never
 * within SAFETY_MS of the moment Amplify itself would renew the token; a sign-in or sign-out forgets it, including
 * an answer that was still on its way. The identity door sends it only while Amplify's storage still holds it
 * (idTokenAtHand in identity.ts).
 */

/** How long one answer of Amplify is reused. */
export const REUSE_MS = 60_000;
/** The memo ends this long before Amplify would consider the token expired (its own tolerance is 5 s). */
export const SAFETY_MS = 60_000;

let memo: { token: string; until: number } | null = null;
let generation = 0;

/** Marks the start of an ask to Amplify; pass it to rememberIdToken with the answer. */
export function idTokenGeneration(): number {
  return generation;
}

/**
 * Keeps Amplify's answer. `expiresAt`: when Amplify would stop handing out this token, on this device's clock (the
 * token's expiry corrected by Amplify's clock drift). Ignored when a sign-in or sign-out came in between.
 */
export function rememberIdToken(token: string, expiresAt: number, askedAt: number, now = Date.now()): void {
  if (askedAt !== generation) return;
  const until = Math.min(now + REUSE_MS, expiresAt - SAFETY_MS);
  memo = until > now ? { token, until } : null;
}

/** The remembered token while it may be reused, else null (ask Amplify). */
export function peekIdToken(now = Date.now()): string | null {
  if (memo && now < memo.until) return memo.token;
  memo = null;
  return null;
}

/** A sign-in or sign-out: the remembered token, and any answer still on its way, no longer count. */
export function forgetIdToken(): void {
  memo = null;
  generation++;
}
