import { startTransition, useEffect, useState } from 'react';
import type { LayoutInput, LayoutPositions } from './graph-layout';
import { layoutInWorker } from './layout-client';

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 150;

/** A node's height from what it shows (the layout needs it before the DOM exists; the node takes it as min-height). */
export function nodeHeight(parts: {
  expandable: boolean;
  failed: boolean;
  flagged: boolean;
  path: boolean;
  error?: boolean;
  chipRows?: number;
  /** A company with its register record: one more button ("Dados cadastrais"). */
  registry?: boolean;
}): number {
  const chips = parts.flagged ? 24 * Math.max(1, parts.chipRows ?? 1) : 0;
  return (
    16 +
    36 +
    16 +
    20 +
    34 +
    (parts.expandable ? 18 : 0) +
    (parts.failed ? 62 + (parts.error ? 34 : 0) : chips) +
    (parts.path ? 26 : 0) +
    (parts.registry ? 26 : 0)
  );
}

/** Rows the chips take in a 220 px wide node (11 px bold capitals ≈ 7.5 px a letter, 16 px padding, 4 px gap). */
export function chipRows(texts: readonly string[]): number {
  let rows = texts.length > 0 ? 1 : 0;
  let used = 0;
  for (const text of texts) {
    const width = text.length * 7.5 + 20;
    if (used > 0 && used + width > 220) {
      rows++;
      used = 0;
    }
    used += width;
  }
  return rows;
}
export const CLUSTER_HEIGHT = 48;

interface LayoutState {
  positions: LayoutPositions | null;
  /** The layout of this exact input is done (an older one may still be shown while the next is computed). */
  settled: boolean;
  error: string | null;
}

/** Positions from the layout worker; the previous positions stay on screen while a new layout is computed. */
export function useGraphLayout(input: LayoutInput, signature: string): LayoutState {
  const [state, setState] = useState<{ signature: string; positions: LayoutPositions | null; error: string | null }>({
    signature: '',
    positions: null,
    error: null,
  });
  useEffect(() => {
    let current = true;
    layoutInWorker(input).then(
      // A transition: drawing a large layout may yield to taps and frames.
      (positions) => current && startTransition(() => setState({ signature, positions, error: null })),
      (error: unknown) =>
        current &&
        setState((old) => ({ ...old, signature, error: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      current = false;
    };
    // The signature names the input: a new array with the same nodes and ties needs no new layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return { positions: state.positions, settled: state.signature === signature, error: state.error };
}
