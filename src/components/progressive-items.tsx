import { useDeferredValue, type ReactNode } from 'react';

interface Props<Item> {
  items: readonly Item[];
  /** Drawn in the first render: enough to fill a screen, so that nothing on it moves when the rest arrives. */
  first: number;
  render: (item: Item) => ReactNode;
}

/**
 * A list of heavy rows drawn in two steps: the first rows at once, the rest in a background render that React cuts
 * into short tasks (a deferred value's render yields to input and paint). A page of ten activity cards, each with its
 * menus and queries, was one task of several hundred milliseconds at 4× CPU. Later pages of the same length draw at
 * once: the deferred length is already the full one.
 */
export function ProgressiveItems<Item>({ items, first, render }: Props<Item>) {
  // No initial value for a short list: React would render it a second time for nothing.
  const count = useDeferredValue(items.length, items.length > first ? first : undefined);
  return <>{items.slice(0, Math.max(count, first)).map(render)}</>;
}
