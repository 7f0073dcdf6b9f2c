import { describe, expect, it } from 'vitest';
import { crosses, edgeGeometry } from '../../src/features/relationships/layout/edge-geometry';

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
