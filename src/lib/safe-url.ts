export const INVALID_URL_MESSAGE = 'Endereço inválido: apenas links http(s) são permitidos.';

/**
 * Viewer and player URLs come from the query string, so they are untrusted: only absolute http(s)
 * links pass (never javascript:, data:, blob: or relative paths). Returns the normalised URL or null.
 */
export function parseSafeHttpUrl(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  // Control characters can hide a scheme from naive checks; refuse them outright.
  if (!text || /[\u0000-\u001f\u007f]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url.href;
}
