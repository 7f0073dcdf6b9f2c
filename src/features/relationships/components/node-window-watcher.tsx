import { useStoreApi, type ReactFlowState } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import type { DrawWindow } from '../layout/edge-geometry';
import { viewBox } from '../layout/edge-geometry';
import { nodeWindowFor } from '../layout/node-window';

interface Props {
  /** The window the canvas drew first (from the first view), if the frame had a size. */
  initial: DrawWindow | null;
  onChange: (window: DrawWindow) => void;
}

/**
 * Inside the flow (it reads xyflow's store): tells the canvas when the view leaves the node window. It listens to the
 * store rather than selecting from it, so a pan step costs one comparison and no render; the canvas draws again only
 * when the window moves.
 */
export function NodeWindowWatcher({ initial, onChange }: Props) {
  const store = useStoreApi();
  const current = useRef<DrawWindow | null>(initial);
  useEffect(() => {
    const check = (state: ReactFlowState) => {
      const view = viewBox(state.transform, state.width, state.height);
      if (!view) return;
      const next = nodeWindowFor(current.current, view);
      if (next === current.current) return;
      current.current = next;
      onChange(next);
    };
    check(store.getState());
    return store.subscribe(check);
  }, [store, onChange]);
  return null;
}
