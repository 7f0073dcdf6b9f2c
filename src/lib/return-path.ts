import { paths } from './paths';

/** Query parameter of the sign-in screens that carries the address asked for before signing in. */
const RETURN_PARAM = 'next';

const ORIGIN = 'https://painel.invalid';

/**
 * The address to go back to after sign-in, or null when `raw` is not a path of this app: only same-origin paths
 * ("/processos/1?aba=x"), never "//evil.example", "https://…", "javascript:…", "/\\evil" nor the sign-in screens.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters would be dropped by the URL parser and could turn "/\t/evil" into "//evil".
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname.startsWith('/user/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** "?next=…" for a sign-in screen's address, or "" when the target is home (or not acceptable). */
export function returnQuery(target: string | null | undefined): string {
  const safe = safeReturnPath(target);
  return safe && safe !== paths.home.path ? `?${RETURN_PARAM}=${encodeURIComponent(safe)}` : '';
}

/** Where to go once signed in: the safe "next" of this search string, else home. */
export function returnTarget(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? paths.home.getHref();
}
