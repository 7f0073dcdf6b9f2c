import { Alert, Center, Loader } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import type { RiskKind } from '../../../contract/constants/relationships';
import type { RelationshipEntity } from '../../../contract/relationships';
import {
  canExpand,
  distanceSentence,
  isFlagged,
  kindsOf,
  type FlagDistance,
  type RelationshipGraph,
} from '../graph-model';
import { chipLabels, kindEndedOn } from '../risk-evidence';
import type { VisibleGraph } from '../graph-view';
import { chipRows, CLUSTER_HEIGHT, NODE_WIDTH, nodeHeight, useGraphLayout } from '../layout/use-graph-layout';
import { lazyWithTimeout } from '../../../offline/lazy-with-timeout';
import type { EntityNodeActions, EntityNodeData } from './entity-node';

// React Flow (~45 KiB gzip) only where a graph is drawn: the page's own file stays under the first-visit budget's 90 KiB, and the
// table view never needs it. The page starts loading it at once (relationships-page.tsx), beside the graph's data.
const RelationshipCanvas = lazyWithTimeout(
  'relationship-canvas',
  () => import('./relationship-canvas'),
  (m) => m.RelationshipCanvas,
);

interface Props {
  graph: RelationshipGraph;
  view: VisibleGraph;
  distances: Map<string, FlagDistance>;
  /** The highlighted path (entity keys), empty when none. */
  path: readonly string[];
  busy: ReadonlySet<string>;
  retrying: string | null;
  retryErrors: ReadonlyMap<string, string>;
  offline: boolean;
  canRetry: boolean;
  vertical: boolean;
  actions: EntityNodeActions & { openCluster: (key: string) => void; closeCluster: (key: string) => void };
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

/** Lays the visible graph out in the worker and draws it; the previous picture stays while a new layout runs. */
export function GraphPanel({
  graph,
  view,
  distances,
  path,
  busy,
  retrying,
  retryErrors,
  offline,
  canRetry,
  vertical,
  actions,
}: Props) {
  const onPath = useMemo(() => new Set(path), [path]);
  const entityNodes = useMemo<EntityNodeData[]>(
    () =>
      view.nodes.map((node) => {
        const distance = distances.get(node.key);
        const expand = expandState(node.entity, busy, offline);
        const hasPath = (distance?.distance ?? 0) > 0;
        const retryError = retryErrors.get(node.key) ?? null;
        const risks = node.entity.risks ?? [];
        const chips = kindsOf(node).map((kind: RiskKind) => {
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
        const rows = chipRows(chips.map((c) => c.text));
        return {
          height: nodeHeight({
            expandable: canExpand(node.entity),
            failed: node.entity.lookupFailed,
            flagged: isFlagged(node),
            path: hasPath,
            error: retryError !== null,
            chipRows: rows,
            registry: Boolean(node.entity.registry),
          }),
          entity: node.entity,
          chips,
          ring: node.depth,
          retryError,
          distance: distanceSentence(graph, distance),
          isRoot: node.key === graph.rootKey,
          expand,
          hasPath,
          onPath: onPath.has(node.key),
          canRetry: canRetry && !offline,
          retrying: retrying === node.key,
          actions,
        };
      }),
    [view, distances, graph, busy, offline, onPath, canRetry, retrying, retryErrors, actions],
  );
  // Heights are part of the layout: a node that loses or gains a line (its ties loaded, retried) is laid out again.
  const heights = entityNodes.map((n) => n.height).join(',');
  const groups = useMemo(
    () => [...view.clusters.map((c) => ({ ...c, open: false })), ...view.opened.map((c) => ({ ...c, open: true }))],
    [view],
  );
  const signature = useMemo(
    () =>
      `${vertical ? 'TB' : 'LR'}|${view.nodes.map((n) => n.key).join(',')}|${heights}|${groups.map((c) => `${c.key}${c.hidden}${c.open}`).join(',')}|${view.edges.length}`,
    [view, vertical, heights, groups],
  );
  const input = useMemo(() => {
    const depthOf = new Map(view.nodes.map((n) => [n.key, n.depth]));
    return {
      direction: vertical ? ('TB' as const) : ('LR' as const),
      nodes: [
        ...entityNodes.map((n) => ({ key: n.entity.id, width: NODE_WIDTH, height: n.height })),
        ...groups.map((c) => ({ key: c.key, width: NODE_WIDTH, height: CLUSTER_HEIGHT })),
      ],
      // Laid out from the centre outwards: a company whose QSA lists the centre (Alfa's cooperative) would otherwise
      // take the first rank and push the centre down and away from the first view.
      edges: [
        ...view.edges.map((e) =>
          (depthOf.get(e.to) ?? 0) < (depthOf.get(e.from) ?? 0)
            ? { from: e.to, to: e.from }
            : { from: e.from, to: e.to },
        ),
        ...groups.map((c) => ({ from: c.parentKey, to: c.key })),
      ],
    };
  }, [view, vertical, entityNodes, groups]);
  const layout = useGraphLayout(input, signature);
  const clusters = useMemo(
    () =>
      groups.map((c) => ({
        key: c.key,
        parentKey: c.parentKey,
        data: {
          hidden: c.hidden,
          parentName: graph.nodes.get(c.parentKey)?.entity.name ?? '',
          open: c.open,
          onOpen: actions.openCluster,
          onClose: actions.closeCluster,
          clusterKey: c.key,
        },
      })),
    [groups, graph, actions],
  );
  const edges = useMemo(() => {
    const step = new Set<string>();
    for (let i = 0; i + 1 < path.length; i++) step.add(`${path[i]}|${path[i + 1]}`).add(`${path[i + 1]}|${path[i]}`);
    const nameOf = (key: string) => graph.nodes.get(key)?.entity.name ?? '';
    const depthOf = (key: string) => graph.nodes.get(key)?.depth ?? 0;
    return view.edges.map((e) => ({
      key: e.key,
      // Drawn as laid out (from the centre outwards), so a line never runs back across its rank.
      ...(depthOf(e.to) < depthOf(e.from) ? { from: e.to, to: e.from } : { from: e.from, to: e.to }),
      label: e.relation.qualificationName,
      // What a screen reader says of the line: "Sócio-Administrador de Alfa…: Helena…", never the entity ids.
      spoken: `${e.relation.qualificationName} de ${nameOf(e.from)}: ${nameOf(e.to)}${e.relation.active ? '' : ', vínculo encerrado'}`,
      active: e.relation.active,
      onPath: step.has(`${e.from}|${e.to}`),
    }));
  }, [view, path, graph]);

  if (layout.error && !layout.positions)
    return <Alert color="red">Não foi possível desenhar o grafo: use a tabela.</Alert>;
  if (!layout.positions) {
    return (
      <Center h={420}>
        <Loader aria-label="Desenhando o grafo" />
      </Center>
    );
  }
  const rootName = graph.nodes.get(graph.rootKey)?.entity.name ?? '';
  const drawing = (
    <Center h={420}>
      <Loader aria-label="Desenhando o grafo" />
    </Center>
  );
  return (
    <Suspense fallback={drawing}>
      <RelationshipCanvas
        entityNodes={entityNodes}
        clusters={clusters}
        edges={edges}
        vertical={vertical}
        positions={layout.positions}
        label={`Grafo de relacionamentos de ${rootName}: ${view.nodes.length} entidades`}
        rootKey={graph.rootKey}
        focusKeys={[
          ...view.nodes.filter((n) => n.depth <= 1).map((n) => n.key),
          ...groups.filter((c) => c.parentKey === graph.rootKey).map((c) => c.key),
        ]}
      />
    </Suspense>
  );
}
