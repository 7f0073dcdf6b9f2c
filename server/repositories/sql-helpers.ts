/** SQL fragments shared by the repositories. */

/** A user's display name: "First Last", or the e-mail when both are empty. `alias` is the users table alias. */
export const userName = (alias: string): string =>
  `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email)`;

/** A user reference {id, name} as JSON, or null when the id column is null. */
export const userRefJson = (alias: string): string =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${userName(alias)}) END`;

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Accent-, case- and punctuation-blind "contains" (migration 0009's search_fold on both sides), the one rule of
 * every text search. `column` is already folded (a stored key) or is wrapped here; the folded text has no LIKE
 * wildcards left to escape. Text with nothing to fold to (no letter or digit) matches nothing.
 */
export function foldedContains(column: string, params: SqlParams, text: string, columnIsFolded = false): string {
  if (!hasSearchableText(text)) return 'false';
  const key = columnIsFolded ? column : `search_fold(${column})`;
  return `${key} LIKE '%' || search_fold(${params.add(text)}::text) || '%'`;
}

/** Whether a search text keeps anything after folding (letters or digits). */
const hasSearchableText = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/** Collects positional parameters while building a WHERE clause. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
