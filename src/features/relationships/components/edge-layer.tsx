import { useStore, type ReactFlowState } from '@xyflow/react';
import { memo, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { crosses, edgeGeometry, type DrawWindow, type NodeBox } from '../layout/edge-geometry';
import { mergeStrokes } from '../layout/edge-strokes';
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
  /** The lines drawn are those crossing it: the canvas's node window on a large graph; null draws them all. */
  window: DrawWindow | null;
  /** One path per style (a large graph) rather than one named element per line. */
  merged: boolean;
}

// xyflow's EdgeLabelRenderer selects its host with a querySelector, run again on every store update (every pan step).
const selectDomNode = (s: ReactFlowState): HTMLDivElement | null => s.domNode;

/**
 * Every line of the graph in one SVG, between xyflow's edges (none) and its nodes. xyflow's own edges each subscribe
 * to its store and work their position out again on every pan step: with hundreds of lines that was most of a pan
 * frame. Here the lines are worked out when the graph changes and drawn again only when the graph or the canvas's
 * node window changes, never on a pan step. A large graph draws the lines crossing the node window, merged into a path
 * per style (mergeStrokes); a small one draws every line on its own, labelled and named for a screen reader.
 */
function EdgeLayerView({ edges, boxes, vertical, window, merged }: Props) {
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
  const strokes = useMemo(
    () =>
      !merged
        ? []
        : mergeStrokes(
            lines
              .filter((line) => crosses(line.geometry, window))
              .map(({ edge, geometry }) => ({ style: edge, path: geometry.path })),
          ),
    [merged, lines, window],
  );
  if (!host) return null;
  if (merged) {
    const drawn = strokes.reduce((sum, stroke) => sum + stroke.lines, 0);
    return createPortal(
      <svg
        className={classes.edgeLayer}
        role="img"
        aria-label={`${drawn} ${drawn === 1 ? 'vínculo' : 'vínculos'} nesta área do grafo; a visão Tabela lista todos`}
        data-testid="graph-edges-merged"
        data-lines={drawn}
      >
        {strokes.map((stroke) => (
          <path
            key={stroke.key}
            d={stroke.path}
            fill="none"
            stroke={stroke.stroke}
            strokeWidth={stroke.width}
            strokeDasharray={stroke.dash}
          />
        ))}
      </svg>,
      host,
    );
  }
  return createPortal(
    <svg className={classes.edgeLayer} aria-hidden={lines.length === 0 || undefined}>
      {lines
        .filter((line) => crosses(line.geometry, window))
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
