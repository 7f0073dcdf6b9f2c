import type {
  RelationshipEntity,
  RelationshipGraph as GraphAnswer,
  QsaRelation,
  RelationshipExpansion,
} from '../../contract/relationships';
import type { RiskEntry } from '../../contract/relationship-risks';
import type { RiskKind } from '../../contract/constants/relationships';
import { kindEndedOn } from './risk-evidence';

/**
 * The screen's model of a relationship graph, built from the API's answer: one node per entity (the API keys them by
 * document, so a cycle meets the same node), one edge per QSA relation. Pure: the graph, the table and the exports
 * read the same facts from it.
 */
export interface GraphNode {
  key: string;
  entity: RelationshipEntity;
  /** Hops from the analysed document (0 for the centre). */
  depth: number;
}

export interface GraphEdge {
  key: string;
  /** The company whose QSA lists `to`. */
  from: string;
  to: string;
  relation: QsaRelation;
}

export interface RelationshipGraph {
  rootKey: string;
  nodes: Map<string, GraphNode>;
  edges: GraphEdge[];
}

/** Nouns of the distance sentence ("a 2 vínculos de uma pessoa sancionada"), by the nearest flag's kind. */
const FLAG_NOUNS: Record<RiskKind, { PERSON: string; COMPANY: string }> = {
  wasPreviouslySanctioned: { PERSON: 'uma pessoa sancionada', COMPANY: 'uma empresa sancionada' },
  IsCurrentlyPresentOnSource: { PERSON: 'uma pessoa em lista de sanções', COMPANY: 'uma empresa em lista de sanções' },
  PEPOccurence: { PERSON: 'uma pessoa politicamente exposta', COMPANY: 'uma empresa com pessoa politicamente exposta' },
  Protesto: { PERSON: 'uma pessoa com protesto', COMPANY: 'uma empresa com protesto' },
};
/** The same nouns in the past, when every entry of that kind on the target ended (a PEP past its grace). */
const ENDED_PEP_NOUNS = {
  PERSON: 'uma pessoa que foi politicamente exposta',
  COMPANY: 'uma empresa que teve pessoa politicamente exposta',
};
/** The most serious kind names the flag when an entity has several. */
const KIND_ORDER: readonly RiskKind[] = [
  'IsCurrentlyPresentOnSource',
  'wasPreviouslySanctioned',
  'PEPOccurence',
  'Protesto',
];

const risksOf = (node: GraphNode): RiskEntry[] => node.entity.risks ?? [];
export const isFlagged = (node: GraphNode): boolean => risksOf(node).length > 0;

/** Kinds present on an entity, most serious first. */
export function kindsOf(node: GraphNode): RiskKind[] {
  const risks = risksOf(node);
  // Most entities of a large group have none: no Set for each of them.
  if (risks.length === 0) return [];
  const present = new Set(risks.map((risk) => risk.kind));
  return KIND_ORDER.filter((kind) => present.has(kind));
}

/** Whether an expansion would bring something not in the graph yet (its QSA, or the companies it is a partner of). */
export function canExpand(entity: RelationshipEntity): boolean {
  return (!entity.qsaLoaded && entity.qsaCount > 0) || (!entity.relationsLoaded && entity.relationsCount > 0);
}

/** The graph of an answer. Relations whose ends are missing are skipped; a relation listed twice is kept once. */
export function buildGraph(answer: Pick<GraphAnswer, 'analysis' | 'entities' | 'relations'>): RelationshipGraph {
  const nodes = new Map<string, GraphNode>();
  for (const entity of answer.entities) nodes.set(entity.id, { key: entity.id, entity, depth: entity.level });
  const seen = new Set<string>();
  const edges: GraphEdge[] = [];
  for (const relation of answer.relations) {
    if (seen.has(relation.relationId) || !nodes.has(relation.companyId) || !nodes.has(relation.relationshipId))
      continue;
    if (relation.companyId === relation.relationshipId) continue;
    seen.add(relation.relationId);
    edges.push({ key: relation.relationId, from: relation.companyId, to: relation.relationshipId, relation });
  }
  return { rootKey: answer.analysis.rootId, nodes, edges };
}

/** An expansion merged into the cached answer by id: new entities and relations added, changed ones replaced. */
export function mergeExpansion<T extends Pick<GraphAnswer, 'entities' | 'relations'>>(
  answer: T,
  expansion: Pick<RelationshipExpansion, 'entities' | 'relations'>,
): T {
  const entities = new Map(answer.entities.map((e) => [e.id, e]));
  for (const entity of expansion.entities) entities.set(entity.id, entity);
  const relations = new Map(answer.relations.map((r) => [r.relationId, r]));
  for (const relation of expansion.relations) relations.set(relation.relationId, relation);
  return { ...answer, entities: [...entities.values()], relations: [...relations.values()] };
}

/** Undirected adjacency: a relation ties both sides, whichever owns which. */
function adjacency(edges: readonly Pick<GraphEdge, 'from' | 'to'>[]): Map<string, string[]> {
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
  nearestKey: string;
  /** The kind the distance is measured to (the most serious one in reach). */
  kind: RiskKind;
  /** This entity → … → the nearest flagged one. */
  path: string[];
}

/**
 * Multi-source breadth-first search from every flagged entity: each entity's distance (in ties) to the nearest
 * flagged one and the path to it. Entities with no flagged one in reach are absent. Cycles are harmless (visited set).
 */
export function distancesToFlags(
  graph: Pick<RelationshipGraph, 'nodes' | 'edges'>,
  kinds: readonly RiskKind[] = KIND_ORDER,
): Map<string, FlagDistance> {
  const next = adjacency(graph.edges);
  const counts = (node: GraphNode) => risksOf(node).some((risk) => kinds.includes(risk.kind));
  const towards = new Map<string, string | null>();
  const nearest = new Map<string, string>();
  const depth = new Map<string, number>();
  const queue: string[] = [];
  for (const node of graph.nodes.values()) {
    if (!counts(node)) continue;
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
    const target = graph.nodes.get(nearest.get(key) as string) as GraphNode;
    const kind = kindsOf(target).find((k) => kinds.includes(k)) ?? (kinds[0] as RiskKind);
    result.set(key, { distance, nearestKey: target.key, kind, path });
  }
  return result;
}

/** Sanctions (listed today or before) weigh more than a PEP, a PEP more than a protest. */
const RISK_TIERS: readonly (readonly RiskKind[])[] = [
  ['IsCurrentlyPresentOnSource', 'wasPreviouslySanctioned'],
  ['PEPOccurence'],
  ['Protesto'],
];

/**
 * Each entity's distance to the most serious risk in its reach: a company with a protest of its own that sits two
 * ties from a sanctioned person reads "a 2 vínculos de uma pessoa sancionada" (its own protest shows as a chip).
 */
export function nearestRisks(graph: Pick<RelationshipGraph, 'nodes' | 'edges'>): Map<string, FlagDistance> {
  const result = new Map<string, FlagDistance>();
  for (const tier of RISK_TIERS) {
    for (const [key, distance] of distancesToFlags(graph, tier)) if (!result.has(key)) result.set(key, distance);
  }
  return result;
}

const NO_FLAG_IN_REACH = 'Nenhum risco ligado a esta entidade no grafo';

/** "É uma pessoa sancionada" / "a 2 vínculos de uma pessoa sancionada": the distance in words. */
export function distanceSentence(graph: Pick<RelationshipGraph, 'nodes'>, distance: FlagDistance | undefined): string {
  const target = distance ? graph.nodes.get(distance.nearestKey) : undefined;
  if (!distance || !target) return NO_FLAG_IN_REACH;
  const ended = distance.kind === 'PEPOccurence' && kindEndedOn(target.entity.risks ?? [], 'PEPOccurence') !== null;
  const noun = ended ? ENDED_PEP_NOUNS[target.entity.kind] : FLAG_NOUNS[distance.kind][target.entity.kind];
  if (distance.distance === 0) return `É ${noun}`;
  return `a ${distance.distance} ${distance.distance === 1 ? 'vínculo' : 'vínculos'} de ${noun}`;
}
