type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;

/** Query parameters with empty or null values are dropped (docs/product.md#query-parameters). */
export function dropEmptyParams(params: QueryParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const items = value.map(String).filter((v) => v !== '');
      if (items.length > 0) out[key] = items;
      continue;
    }
    // Stryker disable next-line ConditionalExpression: Number.isNaN is false for anything but a number
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    const text = String(value);
    if (text.trim() === '') continue;
    out[key] = text;
  }
  return out;
}

/** '?a=1&b=2' (arrays as repeated keys), or '' when nothing is left after dropping empties. */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(dropEmptyParams(params))) {
    if (Array.isArray(value)) value.forEach((v) => search.append(key, v));
    else search.append(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The UI counts pages from 1; the API from 0 (docs/product.md#page-sizes). */
export function toApiPage(uiPage: number): number {
  if (!Number.isFinite(uiPage)) return 0;
  return Math.max(0, Math.floor(uiPage) - 1);
}

/** Offset-based lists (analysis detail): from = size·(page − 1). */
export function pageOffset(uiPage: number, size = 10): number {
  return toApiPage(uiPage) * size;
}
