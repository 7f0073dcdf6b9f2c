import { COLLAPSE_THRESHOLD } from '../../contract/constants/relationships';
import { isFlagged, type GraphEdge, type GraphNode, type RelationshipGraph } from './graph-model';

/** More children than this collapse into one "+N" node until asked (users of graph tools complain of hairballs). */
export const CLUSTER_LIMIT = COLLAPSE_THRESHOLD;

export interface GraphFilters {
  onlyFlagged: boolean;
  onlyActive: boolean;
  /** Hops from the centre; 0 = all. */
  maxDepth: number;
}

export const DEFAULT_FILTERS: GraphFilters = { onlyFlagged: false, onlyActive: false, maxDepth: 0 };

export interface ClusterNode {
  /** `cluster:<parent key>` */
  key: string;
  parentKey: string;
  hidden: number;
}

export interface VisibleGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  clusters: ClusterNode[];
}

export const clusterKey = (parentKey: string) => `cluster:${parentKey}`;

/** Children in a stable, useful order: flagged first, then by name. */
function orderChildren(children: GraphNode[]): GraphNode[] {
  return [...children].sort((a, b) => Number(isFlagged(b)) - Number(isFlagged(a)) || a.entity.name.localeCompare(b.entity.name, 'pt-BR'));
}

/**
 * What is drawn: a walk from the centre along the relations that pass the filters. Each entity appears once (the first
 * path reaches it; a relation back to an entity already drawn is drawn as an edge only: cycles end there). A parent
 * with more than CLUSTER_LIMIT children shows the first ones and a "+N" cluster, unless its cluster is open.
 * "Only flagged" keeps the flagged entities and those on the way to them, so the picture stays connected.
 */
export function visibleGraph(graph: RelationshipGraph, filters: GraphFilters, openClusters: { has: (key: string) => boolean }): VisibleGraph {
  const root = graph.nodes.get(graph.rootKey);
  if (!root) return { nodes: [], edges: [], clusters: [] };
  // Ties are walked both ways: a partner's companies hang below the partner although their QSA lists it.
  const ties = new Map<string, string[]>();
  const tie = (a: string, b: string) => {
    const list = ties.get(a);
    if (list) list.push(b);
    else ties.set(a, [b]);
  };
  for (const edge of graph.edges) {
    if (filters.onlyActive && !edge.relation.active) continue;
    tie(edge.from, edge.to);
    tie(edge.to, edge.from);
  }
  const inDepth = (node: GraphNode) => filters.maxDepth <= 0 || node.depth <= filters.maxDepth;

  // Spanning tree from the centre: the first path that reaches an entity owns it.
  const treeChildren = new Map<string, GraphNode[]>();
  const reached = new Set<string>([root.key]);
  const order: GraphNode[] = [root];
  for (let head = 0; head < order.length; head++) {
    const parent = order[head] as GraphNode;
    const kids: GraphNode[] = [];
    for (const neighbour of ties.get(parent.key) ?? []) {
      const child = graph.nodes.get(neighbour);
      if (!child || reached.has(child.key) || !inDepth(child)) continue;
      reached.add(child.key);
      kids.push(child);
      order.push(child);
    }
    treeChildren.set(parent.key, kids);
  }

  // Only flagged: keep an entity when it or something below it is flagged (post-order over the tree).
  const keep = new Set<string>();
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i] as GraphNode;
    const below = (treeChildren.get(node.key) ?? []).some((child) => keep.has(child.key));
    if (!filters.onlyFlagged || isFlagged(node) || below || node.key === root.key) keep.add(node.key);
  }

  const shown = new Set<string>([root.key]);
  const nodes: GraphNode[] = [root];
  const clusters: ClusterNode[] = [];
  const queue = [root.key];
  for (let head = 0; head < queue.length; head++) {
    const key = queue[head] as string;
    const kids = orderChildren((treeChildren.get(key) ?? []).filter((child) => keep.has(child.key)));
    const open = openClusters.has(clusterKey(key)) || kids.length <= CLUSTER_LIMIT;
    const visible = open ? kids : kids.slice(0, CLUSTER_LIMIT);
    if (!open) clusters.push({ key: clusterKey(key), parentKey: key, hidden: kids.length - CLUSTER_LIMIT });
    for (const child of visible) {
      shown.add(child.key);
      nodes.push(child);
      queue.push(child.key);
    }
  }
  const edges = graph.edges.filter((edge) => shown.has(edge.from) && shown.has(edge.to) && (!filters.onlyActive || edge.relation.active));
  return { nodes, edges, clusters };
}

/** Every cluster open: the table and the exports hold all the facts, not only what the picture shows. */
export const ALL_CLUSTERS_OPEN = { has: () => true };
