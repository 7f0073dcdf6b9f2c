import { ControlButton, useReactFlow } from '@xyflow/react';
import type { NodeBox } from '../layout/edge-geometry';
import { boundsOf } from '../layout/node-window';

interface Props {
  /** Every node's box, drawn or not: xyflow's own fit button knows only the nodes it was handed. */
  boxes: ReadonlyMap<string, NodeBox>;
  label: string;
}

/** "Mostrar o grafo inteiro": frames every node of the graph, including those outside the node window. */
export function FitGraphButton({ boxes, label }: Props) {
  const flow = useReactFlow();
  const fit = () => {
    const bounds = boundsOf(boxes.values());
    if (bounds) void flow.fitBounds(bounds);
  };
  return (
    <ControlButton className="react-flow__controls-fitview" onClick={fit} title={label} aria-label={label}>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M2 2h7v3H5v4H2zM15 2h7v7h-3V5h-4zM2 15h3v4h4v3H2zM19 15h3v7h-7v-3h4z" />
      </svg>
    </ControlButton>
  );
}
