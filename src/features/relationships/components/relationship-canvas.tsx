import { Controls, ReactFlow, type NodeHandle, type ReactFlowInstance, type Viewport } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { viewBox, type DrawWindow, type NodeBox } from '../layout/edge-geometry';
import { firstViewport } from '../layout/first-viewport';
import { DRAW_ALL_NODES_UP_TO, nodesToHand, nodeWindowFor } from '../layout/node-window';
import type { LayoutPositions } from '../layout/graph-layout';
import { CLUSTER_HEIGHT, NODE_HEIGHT, NODE_WIDTH } from '../layout/use-graph-layout';
import { ClusterNode, type ClusterFlowNode } from './cluster-node';
import { EdgeLayer, type LayerEdge } from './edge-layer';
import { GraphBackground } from './graph-background';
import { EntityNode, type EntityFlowNode } from './entity-node';
import { FitGraphButton } from './fit-graph-button';
import { NodeWindowWatcher } from './node-window-watcher';
import classes from './relationship-graph.module.css';

const NODE_TYPES = { entity: EntityNode, cluster: ClusterNode };
/** xyflow gives nodes pointer events only when something listens: the buttons inside must get taps. */
const LISTEN_TO_TAPS = () => undefined;

const ARIA_LABELS = {
  'controls.ariaLabel': 'Controles do grafo',
  'controls.zoomIn.ariaLabel': 'Aproximar',
  'controls.zoomOut.ariaLabel': 'Afastar',
  'controls.fitView.ariaLabel': 'Mostrar o grafo inteiro',
  'node.a11yDescription.default': 'Use Tab para percorrer as entidades e Enter para abrir os vínculos.',
  'node.a11yDescription.keyboardDisabled': 'Use Tab para percorrer as entidades e Enter para abrir os vínculos.',
  'edge.a11yDescription.default': 'Vínculo entre duas entidades.',
};

interface Props {
  entityNodes: EntityFlowNode['data'][];
  clusters: { key: string; parentKey: string; data: ClusterFlowNode['data'] }[];
  edges: { key: string; from: string; to: string; label: string; spoken: string; onPath: boolean; active: boolean }[];
  /** Laid out downwards (a phone) rather than across. */
  vertical: boolean;
  positions: LayoutPositions;
  label: string;
  rootKey: string;
  /** What the first view frames (the centre and its direct ties): a whole large group would be too small to read. */
  focusKeys: readonly string[];
}

/**
 * A node's size, known before it is drawn (the layout reserved it), and its handles — none: the lines are the edge
 * layer's. Without them xyflow draws every node it is handed once to measure it (a node with no handle bounds is "not
 * initialised"). With them a large graph draws only its node window; a drawn node is measured as usual. No Handle
 * components either: each one is another subscription to xyflow's store, run on every pan step.
 */
const NO_HANDLES: NodeHandle[] = [];
function knownGeometry(height: number): { initialWidth: number; initialHeight: number; handles: NodeHandle[] } {
  return { initialWidth: NODE_WIDTH, initialHeight: height, handles: NO_HANDLES };
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}

/** The graph canvas: DOM nodes (focusable buttons inside), pan and pinch on the canvas only, controls in Portuguese. */
export function RelationshipCanvas({
  entityNodes,
  clusters,
  edges,
  vertical,
  positions,
  label,
  rootKey,
  focusKeys,
}: Props) {
  const frame = useRef<HTMLDivElement | null>(null);
  const flow = useRef<ReactFlowInstance<EntityFlowNode | ClusterFlowNode> | null>(null);
  // The previous node objects, by id: one that did not change is handed back as is, so xyflow keeps its internals
  // and the memoised node does not draw again (opening a "+N" touches only the new nodes).
  const [previous] = useState(() => new Map<string, EntityFlowNode | ClusterFlowNode>());
  const nodes = useMemo<(EntityFlowNode | ClusterFlowNode)[]>(() => {
    const list: (EntityFlowNode | ClusterFlowNode)[] = [];
    const reuse = <T extends EntityFlowNode | ClusterFlowNode>(node: T): T => {
      const old = previous.get(node.id);
      const same =
        old &&
        old.type === node.type &&
        old.position.x === node.position.x &&
        old.position.y === node.position.y &&
        shallowEqual(old.data, node.data);
      return same ? (old as T) : node;
    };
    // A group right after its parent in the DOM: Tab reaches "+N" from its parent, not after every other node.
    const groupOf = new Map(clusters.map((cluster) => [cluster.parentKey, cluster]));
    for (const data of entityNodes) {
      const position = positions[data.entity.id];
      if (position)
        list.push(
          reuse<EntityFlowNode>({
            id: data.entity.id,
            type: 'entity',
            position,
            data,
            ...knownGeometry(data.height),
          }),
        );
      const cluster = groupOf.get(data.entity.id);
      const at = cluster ? positions[cluster.key] : undefined;
      if (cluster && at)
        list.push(
          reuse<ClusterFlowNode>({
            id: cluster.key,
            type: 'cluster',
            position: at,
            data: cluster.data,
            ...knownGeometry(CLUSTER_HEIGHT),
          }),
        );
    }
    previous.clear();
    for (const node of list) previous.set(node.id, node);
    return list;
  }, [entityNodes, clusters, positions, previous]);
  const boxes = useMemo(() => {
    const map = new Map<string, NodeBox>();
    for (const data of entityNodes) {
      const at = positions[data.entity.id];
      if (at) map.set(data.entity.id, { x: at.x, y: at.y, width: NODE_WIDTH, height: data.height });
    }
    for (const cluster of clusters) {
      const at = positions[cluster.key];
      if (at) map.set(cluster.key, { x: at.x, y: at.y, width: NODE_WIDTH, height: CLUSTER_HEIGHT });
    }
    return map;
  }, [entityNodes, clusters, positions]);
  // The first view (the centre and its direct ties) and its node window, worked out from the frame's size before
  // xyflow mounts: its first render then draws those nodes where they belong. Worked out in onInit, it took xyflow's
  // initialisation, a timer and two more renders (~200 ms at 4× CPU) before the first node showed.
  const [start, setStart] = useState<{ viewport: Viewport; window: DrawWindow | null } | null>(null);
  useLayoutEffect(() => {
    const box = frame.current;
    if (start || !box) return;
    const size = { width: box.clientWidth, height: box.clientHeight };
    const viewport = firstViewport(positions, boxes, rootKey, focusKeys, size) ?? { x: 0, y: 0, zoom: 1 };
    const view = viewBox([viewport.x, viewport.y, viewport.zoom], size.width, size.height);
    setStart({ viewport, window: view && nodeWindowFor(null, view) });
  }, [start, positions, boxes, rootKey, focusKeys]);
  // A large graph hands xyflow only the nodes in the node window (node-window.ts); the window is followed for every
  // graph, so one that grows past the limit has it at hand.
  const windowed = nodes.length > DRAW_ALL_NODES_UP_TO;
  const [movedWindow, setNodeWindow] = useState<DrawWindow | null>(null);
  const nodeWindow = movedWindow ?? start?.window ?? null;
  const onWindow = useCallback((next: DrawWindow) => setNodeWindow(next), []);
  // What was handed for each window (nodesToHand says why).
  const [handed] = useState(() => new WeakMap<DrawWindow, ReadonlySet<string>>());
  const shown = useMemo(() => {
    if (!windowed) return nodes;
    if (!nodeWindow) return [];
    const list = nodesToHand(nodes, boxes, nodeWindow, handed.get(nodeWindow));
    handed.set(nodeWindow, new Set(list.map((node) => node.id)));
    return list;
  }, [windowed, nodes, boxes, nodeWindow, handed]);
  // Up to this many lines each is drawn on its own, labelled and named for a screen reader; above it they are thin,
  // unlabelled and merged into a path per style (mergeStrokes says why).
  const withLabels = edges.length <= 80;
  const layerEdges = useMemo<LayerEdge[]>(() => {
    // Hundreds of lines fan out of a large group's first ring: thin and light, so they do not merge into a bar.
    const list: LayerEdge[] = edges.map((edge) => ({
      key: edge.key,
      from: edge.from,
      to: edge.to,
      label: withLabels ? edge.label : undefined,
      spoken: edge.spoken,
      stroke: edge.onPath ? '#e67700' : edge.active ? (withLabels ? '#495057' : '#adb5bd') : '#ced4da',
      width: edge.onPath ? 3 : withLabels ? 1.5 : 0.75,
      dash: edge.active ? undefined : '4 4',
    }));
    for (const cluster of clusters) {
      list.push({
        key: `${cluster.key}-edge`,
        from: cluster.parentKey,
        to: cluster.key,
        spoken: `${cluster.data.open ? 'Grupo aberto' : 'Grupo'} de ${cluster.data.hidden} vínculos de ${cluster.data.parentName}`,
        stroke: '#868e96',
        width: 1,
        dash: '2 4',
      });
    }
    return list;
  }, [edges, clusters, withLabels]);

  // Tab into a node outside the view: bring it to the centre. Measured in flow coordinates, because the browser
  // scrolls the clipped canvas to the focused element first (and xyflow scrolls it back).
  const followFocus = (event: FocusEvent<HTMLDivElement>) => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('.react-flow__node')?.dataset.id;
    const instance = flow.current;
    const node = id && instance ? instance.getNode(id) : undefined;
    if (!instance || !node) return;
    const { x, y, zoom } = instance.getViewport();
    const left = node.position.x * zoom + x;
    const top = node.position.y * zoom + y;
    const frame = event.currentTarget;
    if (
      left >= 0 &&
      top >= 0 &&
      left + NODE_WIDTH * zoom <= frame.clientWidth &&
      top + NODE_HEIGHT * zoom <= frame.clientHeight
    )
      return;
    void instance.setCenter(node.position.x + NODE_WIDTH / 2, node.position.y + NODE_HEIGHT / 2, {
      zoom: Math.max(zoom, 0.8),
    });
  };

  return (
    <div
      ref={frame}
      className={classes.canvas}
      onFocus={followFocus}
      aria-label={label}
      role="region"
      data-testid="relationship-graph"
      data-laid-out={nodes.length}
    >
      {start && (
        <ReactFlow
          nodes={shown}
          nodeTypes={NODE_TYPES}
          onInit={(instance) => {
            flow.current = instance;
          }}
          defaultViewport={start.viewport}
          // On the element, not in state: the gesture's own layer (the CSS module) without a render at its start and end.
          onMoveStart={() => frame.current?.setAttribute('data-moving', '')}
          onMoveEnd={() => frame.current?.removeAttribute('data-moving')}
          onNodeClick={LISTEN_TO_TAPS}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          elementsSelectable={false}
          minZoom={0.1}
          maxZoom={2}
          ariaLabelConfig={ARIA_LABELS}
          deleteKeyCode={null}
        >
          <EdgeLayer
            edges={layerEdges}
            boxes={boxes}
            vertical={vertical}
            window={windowed ? nodeWindow : null}
            merged={!withLabels}
          />
          <GraphBackground />
          <NodeWindowWatcher initial={start.window} onChange={onWindow} />
          <Controls showInteractive={false} showFitView={false} position="bottom-right">
            <FitGraphButton boxes={boxes} label={ARIA_LABELS['controls.fitView.ariaLabel']} />
          </Controls>
        </ReactFlow>
      )}
    </div>
  );
}
