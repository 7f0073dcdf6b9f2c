import type { RiskKind } from '../../../contract/constants/relationships';
import type { RelationshipEntity } from '../../../contract/relationships';
import {
  canExpand,
  distanceSentence,
  isFlagged,
  kindsOf,
  type FlagDistance,
  type GraphNode,
  type RelationshipGraph,
} from '../graph-model';
import { chipLabels, kindEndedOn } from '../risk-evidence';
import { chipRows, nodeHeight } from '../layout/use-graph-layout';
import type { EntityNodeActions, EntityNodeData } from './entity-node';

/** What a node's data depends on besides the node itself: the screen's state. */
export interface EntityNodeContext {
  graph: Pick<RelationshipGraph, 'nodes' | 'rootKey'>;
  distance: FlagDistance | undefined;
  busy: ReadonlySet<string>;
  offline: boolean;
  /** The keys on the highlighted path. */
  onPath: ReadonlySet<string>;
  canRetry: boolean;
  retrying: string | null;
  retryError: string | null;
  actions: EntityNodeActions;
}

/**
 * The chips of an entity without risks, one array for all of them: the canvas hands xyflow the same node again when
 * its data is shallow-equal, and a new empty array each time made every drawn node render again on any change.
 */
const NO_CHIPS: EntityNodeData['chips'] = [];

/** An entity's risk chips, most serious first. */
function chipsOf(node: GraphNode): EntityNodeData['chips'] {
  const kinds = kindsOf(node);
  if (kinds.length === 0) return NO_CHIPS;
  const risks = node.entity.risks ?? [];
  return kinds.map((kind: RiskKind) => {
    const ended = kindEndedOn(risks, kind);
    const labels = chipLabels(kind, ended, node.entity.name);
    // Every hit of the kind dismissed (with unchanged evidence): the chip says so, the text keeps its width.
    const dismissed = risks.filter((r) => r.kind === kind).every((r) => r.decision?.decision === 'DISMISSED');
    return {
      kind,
      ...labels,
      ...(dismissed ? { aria: `${labels.aria} — descartado`, dismissed } : {}),
      ended: ended !== null,
    };
  });
}

const expandState = (
  entity: RelationshipEntity,
  busy: ReadonlySet<string>,
  offline: boolean,
): EntityNodeData['expand'] => {
  if (busy.has(entity.id)) return 'busy';
  if (!canExpand(entity)) return 'none';
  return offline ? 'offline' : 'more';
};

/**
 * What a graph node draws. Pure, and made of strings, numbers, booleans and shared objects: a node whose facts and
 * state did not change gets shallow-equal data, which the canvas relies on to leave it alone.
 */
export function entityNodeData(node: GraphNode, context: EntityNodeContext): EntityNodeData {
  const { graph, distance, retryError } = context;
  const hasPath = (distance?.distance ?? 0) > 0;
  const chips = chipsOf(node);
  return {
    height: nodeHeight({
      expandable: canExpand(node.entity),
      failed: node.entity.lookupFailed,
      flagged: isFlagged(node),
      path: hasPath,
      error: retryError !== null,
      chipRows: chipRows(chips.map((c) => c.text)),
      registry: Boolean(node.entity.registry),
    }),
    entity: node.entity,
    chips,
    ring: node.depth,
    retryError,
    distance: distanceSentence(graph, distance),
    isRoot: node.key === graph.rootKey,
    expand: expandState(node.entity, context.busy, context.offline),
    hasPath,
    onPath: context.onPath.has(node.key),
    canRetry: context.canRetry && !context.offline,
    retrying: context.retrying === node.key,
    actions: context.actions,
  };
}
