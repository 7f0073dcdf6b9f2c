import { Background, useStore, type ReactFlowState } from '@xyflow/react';

/** Below this zoom the dots are under a third of a pixel (radius 0.5 × zoom): a faint tint, not a grid. */
const DOTS_MIN_ZOOM = 0.35;

const dotsVisible = (s: ReactFlowState): boolean => s.transform[2] >= DOTS_MIN_ZOOM;

/**
 * The canvas's dotted grid, only at a zoom where the dots can be seen. xyflow's Background draws again on every pan
 * step (its pattern follows the view); zoomed out over a large graph that was work for nothing. This reads a boolean
 * from the store, so it draws again only when the zoom crosses the threshold.
 */
export function GraphBackground() {
  const visible = useStore(dotsVisible);
  return visible ? <Background gap={24} color="#dee2e6" /> : null;
}
