/**
 * The screen's own model of a relationship graph, built from the API's answers (relationship-mapping.ts): one node per
 * document, one edge per relation. Pure, so the graph, the table and the exports read the same facts.
 */
export type RiskFlag = 'protest' | 'pep' | 'sanction' | 'onSource';

export const RISK_FLAG_LABELS: Record<RiskFlag, string> = {
  protest: 'Protesto',
  pep: 'PEP',
  sanction: 'Sanção',
  onSource: 'Na fonte',
};

/** How the distance sentence names the nearest flagged entity ("a 2 vínculos de uma pessoa sancionada"). */
export const RISK_FLAG_NOUNS: Record<RiskFlag, { person: string; company: string }> = {
  sanction: { person: 'uma pessoa sancionada', company: 'uma empresa sancionada' },
  pep: { person: 'uma pessoa politicamente exposta', company: 'uma empresa ligada a PEP' },
  protest: { person: 'uma pessoa com protesto', company: 'uma empresa com protesto' },
  onSource: { person: 'uma pessoa presente em lista', company: 'uma empresa presente em lista' },
};

/** One field of a risk's evidence, as shown in the evidence sheet and the exports. */
export interface EvidenceField {
  label: string;
  value: string;
}

export interface RiskEvidence {
  flag: RiskFlag;
  /** Where the fact comes from (CEIS, OFAC, tabelionato…): exported with every flag. */
  source: string;
  fields: EvidenceField[];
}

export interface GraphNode {
  /** The normalized document (or masked text as given): one node per document, so a cycle meets the same node. */
  key: string;
  name: string;
  /** As the source gives it: a masked CPF ('***.456.789-**') stays masked. */
  documentNumber: string;
  documentType: string;
  /** Null when the provider's lookup failed (§8): risks unknown, "Tentar novamente". */
  evidence: RiskEvidence[] | null;
  hasAnalysis: boolean;
  /** How to ask for this node's own QSA/relations, when it can be expanded. */
  expandId: string | null;
  /** Hops from the analysed document (0 for the centre). */
  depth: number;
}

export interface GraphEdge {
  from: string;
  to: string;
  qualification: string;
  /** 'Direto' / 'Indireto' or the level as given. */
  level: string;
  active: boolean;
  startDate: string | null;
  endDate: string | null;
}

export interface RelationshipGraph {
  rootKey: string;
  nodes: Map<string, GraphNode>;
  edges: GraphEdge[];
}

export const edgeKey = (edge: Pick<GraphEdge, 'from' | 'to'>) => `${edge.from}->${edge.to}`;

export const flagsOf = (node: GraphNode): RiskFlag[] => [...new Set((node.evidence ?? []).map((e) => e.flag))];

export const isFlagged = (node: GraphNode) => (node.evidence?.length ?? 0) > 0;

/** CPFs are people; everything else (CNPJ, foreign) is a company. */
export const isPerson = (node: Pick<GraphNode, 'documentType'>) => node.documentType.toUpperCase() === 'CPF';

/**
 * Adds a node's children to the graph. A document already present (A owns B owns A) gets only the new edge: it is
 * drawn once and never expanded again, so a cycle cannot grow the graph forever.
 */
export function mergeChildren(graph: RelationshipGraph, parentKey: string, children: readonly { node: Omit<GraphNode, 'depth'>; edge: Omit<GraphEdge, 'from' | 'to'> }[]): RelationshipGraph {
  const parent = graph.nodes.get(parentKey);
  if (!parent) return graph;
  const nodes = new Map(graph.nodes);
  const seen = new Set(graph.edges.map(edgeKey));
  const edges = [...graph.edges];
  for (const { node, edge } of children) {
    if (node.key === parentKey) continue;
    if (!nodes.has(node.key)) nodes.set(node.key, { ...node, depth: parent.depth + 1 });
    const full = { ...edge, from: parentKey, to: node.key };
    const reverse = edgeKey({ from: node.key, to: parentKey });
    if (!seen.has(edgeKey(full)) && !seen.has(reverse)) {
      seen.add(edgeKey(full));
      edges.push(full);
    }
  }
  return { rootKey: graph.rootKey, nodes, edges };
}

/** Undirected adjacency: a relation ties both sides, whichever owns which. */
export function adjacency(edges: readonly GraphEdge[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (a: string, b: string) => {
    const list = out.get(a);
    if (list) list.push(b);
    else out.set(a, [b]);
  };
  for (const edge of edges) {
    add(edge.from, edge.to);
    add(edge.to, edge.from);
  }
  return out;
}

export interface FlagDistance {
  /** 0 when the entity is itself flagged. */
  distance: number;
  /** The flagged entity nearest to this one. */
  nearestKey: string;
  /** This entity → … → the nearest flagged one. */
  path: string[];
}

/**
 * Multi-source breadth-first search from every flagged entity: each entity's distance (in relations) to the nearest
 * flagged one, and the path to it. Entities with no flagged one in reach are absent. Cycles are harmless (visited set).
 */
export function distancesToFlags(graph: Pick<RelationshipGraph, 'nodes' | 'edges'>): Map<string, FlagDistance> {
  const next = adjacency(graph.edges);
  const towards = new Map<string, string | null>();
  const nearest = new Map<string, string>();
  const depth = new Map<string, number>();
  const queue: string[] = [];
  for (const node of graph.nodes.values()) {
    if (!isFlagged(node)) continue;
    towards.set(node.key, null);
    nearest.set(node.key, node.key);
    depth.set(node.key, 0);
    queue.push(node.key);
  }
  for (let head = 0; head < queue.length; head++) {
    const current = queue[head] as string;
    for (const neighbour of next.get(current) ?? []) {
      if (towards.has(neighbour) || !graph.nodes.has(neighbour)) continue;
      towards.set(neighbour, current);
      nearest.set(neighbour, nearest.get(current) as string);
      depth.set(neighbour, (depth.get(current) ?? 0) + 1);
      queue.push(neighbour);
    }
  }
  const result = new Map<string, FlagDistance>();
  for (const [key, distance] of depth) {
    const path = [key];
    for (let step = towards.get(key); step; step = towards.get(step)) path.push(step);
    result.set(key, { distance, nearestKey: nearest.get(key) as string, path });
  }
  return result;
}

/** "sancionada" / "a 2 vínculos de uma pessoa sancionada" / "Sem risco próximo": the distance in words. */
export function distanceSentence(graph: Pick<RelationshipGraph, 'nodes'>, distance: FlagDistance | undefined): string {
  if (!distance) return 'Nenhuma entidade com risco ligada';
  const target = graph.nodes.get(distance.nearestKey);
  if (!target) return 'Nenhuma entidade com risco ligada';
  const flag = flagsOf(target)[0] ?? 'sanction';
  const noun = RISK_FLAG_NOUNS[flag][isPerson(target) ? 'person' : 'company'];
  if (distance.distance === 0) return `É ${noun}`;
  return `a ${distance.distance} ${distance.distance === 1 ? 'vínculo' : 'vínculos'} de ${noun}`;
}
