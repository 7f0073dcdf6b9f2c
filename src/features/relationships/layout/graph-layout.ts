import { Graph, layout } from '@dagrejs/dagre';

/** What the layout needs of a drawn graph: sizes and ties, nothing else (it crosses to the worker as plain data). */
export interface LayoutInput {
  nodes: { key: string; width: number; height: number }[];
  edges: { from: string; to: string }[];
  /** 'LR' on wide screens, 'TB' on narrow ones. */
  direction: 'LR' | 'TB';
}

/** Top-left corner of each node, by key. */
export type LayoutPositions = Record<string, { x: number; y: number }>;

/** Dagre's layered layout: the centre on the first rank, its partners on the next, their companies after. */
export function computeLayout({ nodes, edges, direction }: LayoutInput): LayoutPositions {
  const graph = new Graph();
  graph.setGraph({ rankdir: direction, nodesep: 24, ranksep: 80, marginx: 16, marginy: 16 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.key, { width: node.width, height: node.height });
  for (const edge of edges) if (graph.hasNode(edge.from) && graph.hasNode(edge.to)) graph.setEdge(edge.from, edge.to);
  layout(graph);
  const positions: LayoutPositions = {};
  for (const node of nodes) {
    const placed = graph.node(node.key);
    positions[node.key] = { x: placed.x - node.width / 2, y: placed.y - node.height / 2 };
  }
  return positions;
}
