export const INVALID_URL_MESSAGE = 'Endereço inválido: apenas links http(s) são permitidos.';

/**
 * Viewer and player URLs come from the query string, so they are untrusted: only absolute http(s)
 * links pass (never javascript:, data:, blob: or relative paths). Returns the normalised URL or null.
 */
export function parseSafeHttpUrl(raw: string | null | undefined): string | null {
  // Stryker disable next-line MethodExpression,StringLiteral: the URL parser trims spaces itself, and any fallback text for null is not an http(s) URL
  const text = (raw ?? '').trim();
  // Control characters can hide a scheme from naive checks; refuse them outright.
  if (!text || hasControlCharacter(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Stryker disable next-line ConditionalExpression: http and https URLs always have a host (new URL refuses 'http://'); kept as a guard
  if (!url.hostname) return null;
  return url.href;
}

function hasControlCharacter(text: string): boolean {
  // Stryker disable next-line EqualityOperator: one more pass reads charCodeAt(length), NaN, which is no control character
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}
