import type { RiskEntry } from '../../contract/relationship-risks';
import { distanceSentence, type FlagDistance, type RelationshipGraph } from './graph-model';
import type { VisibleGraph } from './graph-view';
import { displayDocument, relationEndLabel, relationStartLabel } from './relationship-format';

interface TieFact {
  /** "49 – Sócio-Administrador" */
  qualification: string;
  /** The company whose QSA lists the entity. */
  company: string;
  level: string;
  start: string;
  end: string;
  active: boolean;
}

/** One entity with every fact the graph shows of it: the table's row, the CSV's and the PDF's lines. */
export interface EntityRow {
  key: string;
  name: string;
  kind: 'Pessoa' | 'Empresa';
  document: string;
  level: number;
  ties: TieFact[];
  risks: RiskEntry[];
  lookupFailed: boolean;
  distance: string;
}

const levelLabel = (level: number) => (level <= 1 ? 'Direto' : `Indireto (nível ${level})`);

/** The rows of a view: every drawn entity, each tie once (on the partner's row: "Sócio-Administrador em X"). */
export function entityRows(
  graph: RelationshipGraph,
  view: VisibleGraph,
  distances: Map<string, FlagDistance>,
): EntityRow[] {
  const tiesOf = new Map<string, TieFact[]>();
  for (const edge of view.edges) {
    const r = edge.relation;
    const fact: TieFact = {
      qualification: `${r.qualificationType} – ${r.qualificationName}`,
      company: graph.nodes.get(edge.from)?.entity.name ?? r.companyId,
      level: levelLabel(r.qualificationLevel),
      start: relationStartLabel(r.startDate),
      end: relationEndLabel(r.endDate),
      active: r.active,
    };
    const list = tiesOf.get(edge.to);
    if (list) list.push(fact);
    else tiesOf.set(edge.to, [fact]);
  }
  return view.nodes.map((node) => ({
    key: node.key,
    name: node.entity.name,
    kind: node.entity.kind === 'PERSON' ? 'Pessoa' : 'Empresa',
    document: displayDocument(node.entity.documentNumber),
    level: node.depth,
    ties: tiesOf.get(node.key) ?? [],
    risks: node.entity.risks ?? [],
    lookupFailed: node.entity.lookupFailed,
    distance: distanceSentence(graph, distances.get(node.key)),
  }));
}
