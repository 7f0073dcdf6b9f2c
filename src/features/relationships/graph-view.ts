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
  /** Closed "+N" groups. */
  clusters: ClusterNode[];
  /** Groups opened on request: drawn with a way to close them again (`hidden` = how many it would hide). */
  opened: ClusterNode[];
}

export const clusterKey = (parentKey: string) => `cluster:${parentKey}`;

const NAMES = new Intl.Collator('pt-BR');

/** Children in a stable, useful order: flagged first, then by name (one collator: localeCompare is slow on 2,000). */
function orderChildren(children: GraphNode[]): GraphNode[] {
  return [...children].sort(
    (a, b) => Number(isFlagged(b)) - Number(isFlagged(a)) || NAMES.compare(a.entity.name, b.entity.name),
  );
}

/** The walk of a graph under some filters, before any "+N" is cut: computed once per graph and filters. */
interface GraphTree {
  root: GraphNode | null;
  /** Kept children of each entity, in drawing order. */
  children: Map<string, GraphNode[]>;
  /** Every kept entity, breadth first (what the table and the exports list). */
  all: GraphNode[];
  /** The relations between kept entities that pass the filters. */
  edges: GraphEdge[];
}

/**
 * The spanning tree from the centre along the relations that pass the filters. Each entity appears once (the first
 * path reaches it; a relation back to an entity already drawn is drawn as an edge only: cycles end there).
 * "Only flagged" keeps the flagged entities, those whose lookup failed, and those on the way to them, so the picture
 * stays connected.
 */
export function graphTree(graph: RelationshipGraph, filters: GraphFilters): GraphTree {
  const root = graph.nodes.get(graph.rootKey);
  if (!root) return { root: null, children: new Map(), all: [], edges: [] };
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
    // A failed lookup is unknown, not clean: "only flagged" keeps it in sight.
    if (!filters.onlyFlagged || isFlagged(node) || node.entity.lookupFailed || below || node.key === root.key)
      keep.add(node.key);
  }
  const children = new Map<string, GraphNode[]>();
  const all: GraphNode[] = [root];
  for (let head = 0; head < all.length; head++) {
    const key = (all[head] as GraphNode).key;
    const kids = orderChildren((treeChildren.get(key) ?? []).filter((child) => keep.has(child.key)));
    children.set(key, kids);
    all.push(...kids);
  }
  const edges = graph.edges.filter(
    (edge) => keep.has(edge.from) && keep.has(edge.to) && (!filters.onlyActive || edge.relation.active),
  );
  return { root, children, all, edges };
}

/**
 * What is drawn of a tree: a parent with more than CLUSTER_LIMIT children shows the first ones and a "+N" cluster,
 * unless its cluster is open. Cheap (no sorting, no walk of the relations): opening a "+N" redoes only this.
 */
export function cutClusters(tree: GraphTree, openClusters: { has: (key: string) => boolean }): VisibleGraph {
  if (!tree.root) return { nodes: [], edges: [], clusters: [], opened: [] };
  const shown = new Set<string>([tree.root.key]);
  const nodes: GraphNode[] = [tree.root];
  const clusters: ClusterNode[] = [];
  const opened: ClusterNode[] = [];
  for (let head = 0; head < nodes.length; head++) {
    const key = (nodes[head] as GraphNode).key;
    const kids = tree.children.get(key) ?? [];
    const open = kids.length <= CLUSTER_LIMIT || openClusters.has(clusterKey(key));
    const visible = open ? kids : kids.slice(0, CLUSTER_LIMIT);
    if (kids.length > CLUSTER_LIMIT)
      (open ? opened : clusters).push({ key: clusterKey(key), parentKey: key, hidden: kids.length - CLUSTER_LIMIT });
    for (const child of visible) {
      shown.add(child.key);
      nodes.push(child);
    }
  }
  const edges =
    clusters.length === 0 ? tree.edges : tree.edges.filter((edge) => shown.has(edge.from) && shown.has(edge.to));
  return { nodes, edges, clusters, opened };
}

/** Every group a tree can have: "Abrir todos os grupos" opens these, and each can then be closed on its own. */
export function allClusterKeys(tree: GraphTree): Set<string> {
  const keys = new Set<string>();
  for (const [key, kids] of tree.children) if (kids.length > CLUSTER_LIMIT) keys.add(clusterKey(key));
  return keys;
}

/** The drawn part of a graph: its tree under the filters, cut into "+N" clusters that are not open. */
export function visibleGraph(
  graph: RelationshipGraph,
  filters: GraphFilters,
  openClusters: { has: (key: string) => boolean },
): VisibleGraph {
  return cutClusters(graphTree(graph, filters), openClusters);
}

/** Every cluster open: the table and the exports hold all the facts, not only what the picture shows. */
export const ALL_CLUSTERS_OPEN = { has: () => true };
