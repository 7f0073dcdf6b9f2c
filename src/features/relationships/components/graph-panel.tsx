import { Alert, Center, Loader } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import type { FlagDistance, RelationshipGraph } from '../graph-model';
import type { VisibleGraph } from '../graph-view';
import { CLUSTER_HEIGHT, NODE_WIDTH, useGraphLayout } from '../layout/use-graph-layout';
import { lazyWithTimeout } from '../../../offline/lazy-with-timeout';
import type { EntityNodeActions, EntityNodeData } from './entity-node';
import { entityNodeData } from './entity-node-data';

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
      view.nodes.map((node) =>
        entityNodeData(node, {
          graph,
          distance: distances.get(node.key),
          busy,
          offline,
          onPath,
          canRetry,
          retrying,
          retryError: retryErrors.get(node.key) ?? null,
          actions,
        }),
      ),
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
    // One pass over thousands of lines when a large group opens: each end looked up once, no spread object.
    return view.edges.map((e) => {
      const from = graph.nodes.get(e.from);
      const to = graph.nodes.get(e.to);
      // Drawn as laid out (from the centre outwards), so a line never runs back across its rank.
      const inward = (to?.depth ?? 0) < (from?.depth ?? 0);
      const { qualificationName, active } = e.relation;
      return {
        key: e.key,
        from: inward ? e.to : e.from,
        to: inward ? e.from : e.to,
        label: qualificationName,
        // What a screen reader says of the line: "Sócio-Administrador de Alfa…: Helena…", never the entity ids.
        spoken: `${qualificationName} de ${from?.entity.name ?? ''}: ${to?.entity.name ?? ''}${active ? '' : ', vínculo encerrado'}`,
        active,
        onPath: step.size > 0 && step.has(`${e.from}|${e.to}`),
      };
    });
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
