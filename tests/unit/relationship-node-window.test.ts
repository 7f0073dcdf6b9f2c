import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  contains,
  nodesToHand,
  nodeWindowFor,
  overlaps,
} from '../../src/features/relationships/layout/node-window';
import { viewBox } from '../../src/features/relationships/layout/edge-geometry';

const box = (x: number, y: number) => ({ x, y, width: 240, height: 150 });

describe('node window', () => {
  it('reads the view in flow coordinates from xyflow’s transform, and nothing before the pane is measured', () => {
    expect(viewBox([-100, -50, 0.5], 1280, 900)).toEqual({ left: 200, top: 100, right: 2760, bottom: 1900 });
    expect(viewBox([0, 0, 1], 0, 900)).toBeNull();
  });

  it('adds a quarter of the view on every side, and keeps the window while the view stays inside it', () => {
    const view = viewBox([0, 0, 1], 1280, 900)!;
    const first = nodeWindowFor(null, view);
    expect(first).toEqual({ left: -320, top: -225, right: 1600, bottom: 1125 });
    // A pan of 120 px each way (the bench's) stays inside: the same object, so the canvas does not draw again.
    expect(nodeWindowFor(first, viewBox([-120, 120, 1], 1280, 900)!)).toBe(first);
    expect(nodeWindowFor(first, viewBox([120, -120, 1], 1280, 900)!)).toBe(first);
    // Zooming in stays inside too; leaving by one pixel moves the window around the new view.
    expect(nodeWindowFor(first, viewBox([0, 0, 2], 1280, 900)!)).toBe(first);
    const moved = nodeWindowFor(first, viewBox([-321, 0, 1], 1280, 900)!);
    expect(moved).not.toBe(first);
    expect(contains(moved, viewBox([-321, 0, 1], 1280, 900)!)).toBe(true);
    expect(moved.left).toBe(1);
  });

  it('draws a node that touches the window, not one beside it', () => {
    const window = { left: 0, top: 0, right: 1000, bottom: 1000 };
    expect(overlaps(box(-239, 500), window)).toBe(true);
    expect(overlaps(box(1000, 500), window)).toBe(true);
    expect(overlaps(box(-241, 500), window)).toBe(false);
    expect(overlaps(box(500, 1001), window)).toBe(false);
  });

  it('hands the nodes in the window, keeps what it already handed for the same window, and drops nodes that left the graph', () => {
    const window = { left: 0, top: 0, right: 1000, bottom: 1000 };
    const nodes = [{ id: 'in' }, { id: 'out' }, { id: 'moved' }, { id: 'unplaced' }];
    const boxes = new Map([
      ['in', box(10, 10)],
      ['out', box(5000, 10)],
      ['moved', box(6000, 10)],
    ]);
    expect(nodesToHand(nodes, boxes, window, undefined).map((n) => n.id)).toEqual(['in']);
    // "moved" was handed for this window before the layout moved it away: it stays until the window moves.
    const kept = new Set(['in', 'moved', 'gone']);
    expect(nodesToHand(nodes, boxes, window, kept).map((n) => n.id)).toEqual(['in', 'moved']);
  });

  it('frames every node for "Mostrar o grafo inteiro", drawn or not', () => {
    expect(boundsOf([box(-500, 20), box(1000, -300), box(40, 900)])).toEqual({
      x: -500,
      y: -300,
      width: 1740,
      height: 1350,
    });
    expect(boundsOf([])).toBeNull();
  });
});
