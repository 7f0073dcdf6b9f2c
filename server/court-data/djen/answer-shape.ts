/**
 * The shape of a JSON value (every path with its type), and the difference between two shapes: what the live
 * canary (scripts/sources-check.ts) reports when the DJEN's answers drift from the committed fixtures. Arrays are
 * described by their first element; null is its own type, since a field that was never null becoming null matters.
 */
export type Shape = Map<string, string>;

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export function shapeOf(value: unknown, path = '', into: Shape = new Map()): Shape {
  const kind = kindOf(value);
  if (path !== '') into.set(path, into.has(path) && into.get(path) !== kind ? `${into.get(path)}|${kind}` : kind);
  if (kind === 'array' && (value as unknown[]).length > 0) shapeOf((value as unknown[])[0], `${path}[]`, into);
  if (kind === 'object')
    for (const [key, child] of Object.entries(value as object)) shapeOf(child, `${path}.${key}`, into);
  return into;
}

export interface ShapeDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

/** `nullable` paths may be null on one side and a value on the other without counting as a change. */
export function diffShapes(expected: Shape, actual: Shape): ShapeDiff {
  const added = [...actual.keys()].filter((path) => !expected.has(path));
  const removed = [...expected.keys()].filter((path) => !actual.has(path));
  const changed = [...expected.keys()]
    .filter((path) => actual.has(path))
    .filter((path) => {
      const [a, b] = [expected.get(path) ?? '', actual.get(path) ?? ''];
      return a !== b && a !== 'null' && b !== 'null';
    })
    .map((path) => `${path}: ${expected.get(path)} → ${actual.get(path)}`);
  return { added, removed, changed };
}

export const isEmptyDiff = (diff: ShapeDiff): boolean =>
  diff.added.length + diff.removed.length + diff.changed.length === 0;
