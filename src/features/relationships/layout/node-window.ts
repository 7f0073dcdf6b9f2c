import type { DrawWindow, NodeBox } from './edge-geometry';

/** Up to this many nodes every node is drawn; above it only those in the node window (see nodeWindowFor). */
export const DRAW_ALL_NODES_UP_TO = 150;

/** The share of the view's width and height added on each side of it: what a pan may cover before nodes mount. */
const MARGIN = 0.25;

export const contains = (outer: DrawWindow, inner: DrawWindow): boolean =>
  inner.left >= outer.left && inner.top >= outer.top && inner.right <= outer.right && inner.bottom <= outer.bottom;

/**
 * The nodes to draw for a view: the view and a quarter of it on every side, kept while the view stays inside it. xyflow's
 * own onlyRenderVisibleElements draws exactly the view, so every pan step mounts the nodes that slide in and unmounts
 * those that slide out (React, layout and xyflow's measuring in most frames); with a margin a short pan mounts
 * nothing, and a long one mounts a strip at a time.
 */
export function nodeWindowFor(current: DrawWindow | null, view: DrawWindow): DrawWindow {
  if (current && contains(current, view)) return current;
  const dx = (view.right - view.left) * MARGIN;
  const dy = (view.bottom - view.top) * MARGIN;
  return { left: view.left - dx, top: view.top - dy, right: view.right + dx, bottom: view.bottom + dy };
}

/** A node is drawn when any part of it is in the window. */
export const overlaps = (box: NodeBox, window: DrawWindow): boolean =>
  box.x + box.width >= window.left &&
  box.x <= window.right &&
  box.y + box.height >= window.top &&
  box.y <= window.bottom;

/**
 * The nodes to hand xyflow for a window: those in it, and those already handed for the same window (`kept`). A node
 * taken from xyflow while drawn costs a TypeError thrown in its wrapper's store selector (caught by React) on the next
 * store update, ~0.3 ms each at 4× CPU: 165 of them when every group opened and the layout moved the nodes. So a change
 * of the graph only adds; nodes leave when the window moves (a strip at a time) or when they leave the graph.
 */
export function nodesToHand<T extends { id: string }>(
  nodes: readonly T[],
  boxes: ReadonlyMap<string, NodeBox>,
  window: DrawWindow,
  kept: ReadonlySet<string> | undefined,
): T[] {
  return nodes.filter((node) => {
    if (kept?.has(node.id)) return true;
    const box = boxes.get(node.id);
    return box !== undefined && overlaps(box, window);
  });
}

/** The box around every node, drawn or not (what "Mostrar o grafo inteiro" frames); null for no nodes. */
export function boundsOf(boxes: Iterable<NodeBox>): { x: number; y: number; width: number; height: number } | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return left <= right ? { x: left, y: top, width: right - left, height: bottom - top } : null;
}
