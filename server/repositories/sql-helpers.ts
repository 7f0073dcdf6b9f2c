/** SQL fragments shared by the repositories. */

/** A user's display name: "First Last", or the e-mail when both are empty. `alias` is the users table alias. */
export const userName = (alias: string): string =>
  `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email)`;

/** A user reference {id, name} as JSON, or null when the id column is null. */
export const userRefJson = (alias: string): string =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${userName(alias)}) END`;

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Collects positional parameters while building a WHERE clause. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
