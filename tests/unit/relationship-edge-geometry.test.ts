import { describe, expect, it } from 'vitest';
import { crosses, drawWindow, edgeGeometry, sameWindow } from '../../src/features/relationships/layout/edge-geometry';

const parent = { x: 0, y: 0, width: 240, height: 150 };
const child = { x: 400, y: 300, width: 240, height: 48 };

describe('edge geometry', () => {
  it('runs from the parent’s outer side to the child’s inner side, in either direction of the layout', () => {
    const across = edgeGeometry(parent, child, false);
    expect(across.path.startsWith('M240,75')).toBe(true);
    expect(across.path.endsWith('400,324')).toBe(true);
    expect(across).toMatchObject({ left: 240, top: 75, right: 400, bottom: 324 });
    const down = edgeGeometry(parent, child, true);
    expect(down.path.startsWith('M120,150')).toBe(true);
    expect(down.path.endsWith('520,300')).toBe(true);
    expect(down.labelX).toBeGreaterThan(120);
    expect(down.labelX).toBeLessThan(520);
  });

  it('draws the whole view and at least one view beyond each side, and keeps the window through a small pan', () => {
    for (const [x, y, zoom] of [
      [0, 0, 1],
      [-1234, 567, 0.15],
      [8000, -4000, 2],
      [443.8, -3970.3, 0.1528],
    ] as const) {
      const w = drawWindow([x, y, zoom], 1280, 900);
      expect(w).not.toBeNull();
      if (!w) continue;
      const view = { left: -x / zoom, top: -y / zoom, right: (1280 - x) / zoom, bottom: (900 - y) / zoom };
      const margin = Math.max(1280, 900) / zoom;
      expect(w.left).toBeLessThanOrEqual(view.left - margin);
      expect(w.top).toBeLessThanOrEqual(view.top - margin);
      expect(w.right).toBeGreaterThanOrEqual(view.right + margin);
      expect(w.bottom).toBeGreaterThanOrEqual(view.bottom + margin);
    }
    const before = drawWindow([100, 100, 1], 1280, 900);
    expect(sameWindow(before, drawWindow([101, 99, 1], 1280, 900))).toBe(true);
    expect(sameWindow(before, drawWindow([100 - 3000, 100, 1], 1280, 900))).toBe(false);
    expect(drawWindow([0, 0, 1], 0, 0)).toBeNull();
  });

  it('keeps a line that crosses the window though both its ends are outside, and drops one far away', () => {
    const window = { left: 0, top: 0, right: 100, bottom: 100 };
    const through = edgeGeometry(
      { x: -500, y: 40, width: 10, height: 10 },
      { x: 500, y: 40, width: 10, height: 10 },
      false,
    );
    expect(crosses(through, window)).toBe(true);
    const far = edgeGeometry(
      { x: 500, y: 500, width: 10, height: 10 },
      { x: 900, y: 900, width: 10, height: 10 },
      false,
    );
    expect(crosses(far, window)).toBe(false);
    expect(crosses(far, null)).toBe(true);
  });
});
