/** What the layout needs of a drawn graph: sizes and ties, nothing else (it crosses to the worker as plain data). */
export interface LayoutInput {
  /** The first node is the centre (the analysed document). */
  nodes: { key: string; width: number; height: number }[];
  edges: { from: string; to: string }[];
  /** 'LR' on wide screens, 'TB' on narrow ones. */
  direction: 'LR' | 'TB';
}

/** Top-left corner of each node, by key. */
export type LayoutPositions = Record<string, { x: number; y: number }>;

const RANK_GAP = 80;
const NODE_GAP = 24;
const MARGIN = 16;

/**
 * Rings around the centre: ring n is one column (LR) or one row (TB), its entities packed side by side in the order
 * of their parents, each ring centred on the centre's line. A layered layout (dagre) spread the first ring as wide as
 * the rings behind it (46 companies × 20 partners put the centre's direct ties tens of thousands of pixels apart), so
 * no first view could show the centre and its direct ties together. Packed rings keep the direct ties next to each
 * other; tree edges never cross (children follow their parents' order). Linear in the graph's size.
 */
export function computeLayout({ nodes, edges, direction }: LayoutInput): LayoutPositions {
  const positions: LayoutPositions = {};
  const first = nodes[0];
  if (!first) return positions;
  const byKey = new Map(nodes.map((node) => [node.key, node]));
  const next = new Map<string, string[]>();
  const tie = (a: string, b: string) => {
    const list = next.get(a);
    if (list) list.push(b);
    else next.set(a, [b]);
  };
  for (const edge of edges) {
    if (!byKey.has(edge.from) || !byKey.has(edge.to)) continue;
    tie(edge.from, edge.to);
    tie(edge.to, edge.from);
  }
  // Neighbours in the nodes' order (the screen's: flagged first, then by name; a "+N" after its siblings).
  const index = new Map(nodes.map((node, i) => [node.key, i]));
  for (const list of next.values()) list.sort((a, b) => (index.get(a) as number) - (index.get(b) as number));
  // Breadth first from the centre, along the edges in their order: the order of each ring.
  const ringOf = new Map<string, number>([[first.key, 0]]);
  const rings: string[][] = [[first.key]];
  for (let r = 0; r < rings.length; r++) {
    const ring: string[] = [];
    for (const key of rings[r] as string[]) {
      for (const neighbour of next.get(key) ?? []) {
        if (ringOf.has(neighbour)) continue;
        ringOf.set(neighbour, r + 1);
        ring.push(neighbour);
      }
    }
    if (ring.length > 0) rings.push(ring);
  }
  const unreached = nodes.filter((node) => !ringOf.has(node.key)).map((node) => node.key);
  if (unreached.length > 0) rings.push(unreached);

  const across = (key: string) => (direction === 'LR' ? byKey.get(key)!.height : byKey.get(key)!.width);
  const along = (key: string) => (direction === 'LR' ? byKey.get(key)!.width : byKey.get(key)!.height);
  const spans = rings.map(
    (ring) => ring.reduce((sum, key) => sum + across(key), 0) + NODE_GAP * Math.max(0, ring.length - 1),
  );
  const widest = Math.max(...spans);
  let depthAt = MARGIN;
  rings.forEach((ring, r) => {
    // Each ring centred on the centre's line.
    let offset = MARGIN + (widest - (spans[r] as number)) / 2;
    let deepest = 0;
    for (const key of ring) {
      positions[key] = direction === 'LR' ? { x: depthAt, y: offset } : { x: offset, y: depthAt };
      offset += across(key) + NODE_GAP;
      deepest = Math.max(deepest, along(key));
    }
    depthAt += deepest + RANK_GAP;
  });
  return positions;
}
