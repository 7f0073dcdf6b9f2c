import { useStore, type ReactFlowState } from '@xyflow/react';
import { memo, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { crosses, drawWindow, edgeGeometry, sameWindow, type DrawWindow, type NodeBox } from '../layout/edge-geometry';
import classes from './relationship-graph.module.css';

export interface LayerEdge {
  key: string;
  from: string;
  to: string;
  /** Drawn along the line (small graphs only). */
  label?: string;
  /** What a screen reader says. */
  spoken: string;
  stroke: string;
  width: number;
  dash?: string;
}

interface Props {
  edges: readonly LayerEdge[];
  boxes: ReadonlyMap<string, NodeBox>;
  vertical: boolean;
}

const selectWindow = (s: ReactFlowState): DrawWindow | null => drawWindow(s.transform, s.width, s.height);
// xyflow's EdgeLabelRenderer selects its host with a querySelector, run again on every store update (every pan step).
const selectDomNode = (s: ReactFlowState): HTMLDivElement | null => s.domNode;

/**
 * Every line of the graph in one SVG, between xyflow's edges (none) and its nodes. xyflow's own edges each subscribe
 * to its store and work their position out again on every pan step: with hundreds of lines that was most of a pan
 * frame. Here the lines are worked out when the graph changes, and the layer draws again only when the view leaves
 * its window (drawWindow), not on every frame.
 */
function EdgeLayerView({ edges, boxes, vertical }: Props) {
  const view = useStore(selectWindow, sameWindow);
  const domNode = useStore(selectDomNode);
  const host = useMemo(() => domNode?.querySelector('.react-flow__edgelabel-renderer') ?? null, [domNode]);
  const lines = useMemo(
    () =>
      edges.flatMap((edge) => {
        const from = boxes.get(edge.from);
        const to = boxes.get(edge.to);
        return from && to ? [{ edge, geometry: edgeGeometry(from, to, vertical) }] : [];
      }),
    [edges, boxes, vertical],
  );
  if (!host) return null;
  return createPortal(
    <svg className={classes.edgeLayer} aria-hidden={lines.length === 0 || undefined}>
      {lines
        .filter((line) => crosses(line.geometry, view))
        .map(({ edge, geometry }) => (
          <g key={edge.key} role="img" aria-roledescription="vínculo" aria-label={edge.spoken} data-testid="graph-edge">
            <path
              d={geometry.path}
              fill="none"
              stroke={edge.stroke}
              strokeWidth={edge.width}
              strokeDasharray={edge.dash}
            />
            {edge.label && (
              <text x={geometry.labelX} y={geometry.labelY} className={classes.edgeLabel} aria-hidden="true">
                {edge.label}
              </text>
            )}
          </g>
        ))}
    </svg>,
    host,
  );
}

export const EdgeLayer = memo(EdgeLayerView);
