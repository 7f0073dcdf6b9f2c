import { describe, expect, it } from 'vitest';
import type { RiskEntry } from '../../src/contract/relationship-risks';
import { firstViewport } from '../../src/features/relationships/layout/first-viewport';
import { computeLayout } from '../../src/features/relationships/layout/graph-layout';
import { chipLabels, kindEndedOn } from '../../src/features/relationships/risk-evidence';

const TODAY = new Date('2026-11-26T15:00:00Z');
const PEP_ENDED: RiskEntry = {
  kind: 'PEPOccurence',
  id: 'p',
  position: 'Secretário',
  organ: 'Prefeitura',
  startDate: '2017-01-02',
  endDate: '2020-12-31',
  graceEndDate: '2025-12-31',
  source: 'Portal',
};
const PEP_IN_GRACE: RiskEntry = { ...PEP_ENDED, id: 'p2', endDate: '2024-06-30', graceEndDate: '2029-06-30' };

describe('chips of ended flags', () => {
  it('the chip of a kind reads ended only when every entry of that kind ended', () => {
    expect(kindEndedOn([PEP_ENDED], 'PEPOccurence', TODAY)).toBe('31/12/2025');
    expect(kindEndedOn([PEP_ENDED, PEP_IN_GRACE], 'PEPOccurence', TODAY)).toBeNull();
    expect(chipLabels('PEPOccurence', '31/12/2025', 'Marcos')).toEqual({
      text: 'PEP até 31/12/2025',
      aria: 'Pessoa politicamente exposta, encerrada em 31/12/2025: ver evidência de Marcos',
    });
  });
});

describe('the first view', () => {
  it('keeps the centre whole inside the frame when its first ring is too tall to fit', () => {
    const sizes = new Map<string, { width: number; height: number }>([['root', { width: 240, height: 150 }]]);
    const positions: Record<string, { x: number; y: number }> = { root: { x: 0, y: 4000 } };
    const ring: string[] = [];
    for (let i = 0; i < 60; i++) {
      positions[`n${i}`] = { x: 320, y: i * 170 };
      sizes.set(`n${i}`, { width: 240, height: 150 });
      ring.push(`n${i}`);
    }
    const frame = { width: 900, height: 600 };
    const view = firstViewport(positions, sizes, 'root', ring, frame);
    expect(view).not.toBeNull();
    const { x, y, zoom } = view!;
    expect(0 * zoom + x).toBeGreaterThanOrEqual(0);
    expect(240 * zoom + x).toBeLessThanOrEqual(frame.width);
    expect(4000 * zoom + y).toBeGreaterThanOrEqual(0);
    expect((4000 + 150) * zoom + y).toBeLessThanOrEqual(frame.height);
  });

  it('frames the centre and a ring that fits at no more than 1:1', () => {
    const sizes = new Map([
      ['root', { width: 240, height: 150 }],
      ['a', { width: 240, height: 150 }],
    ]);
    const view = firstViewport({ root: { x: 0, y: 0 }, a: { x: 320, y: 0 } }, sizes, 'root', ['a'], {
      width: 1200,
      height: 600,
    });
    expect(view?.zoom).toBe(1);
  });
});

describe('the layout: rings around the centre', () => {
  it("keeps the centre's direct ties packed together however many ties lie behind them", () => {
    const nodes = [{ key: 'root', width: 240, height: 150 }];
    const edges: { from: string; to: string }[] = [];
    for (let i = 0; i < 20; i++) {
      nodes.push({ key: `c${i}`, width: 240, height: 150 });
      edges.push({ from: `c${i}`, to: 'root' });
      for (let j = 0; j < 20; j++) {
        nodes.push({ key: `c${i}-${j}`, width: 240, height: 150 });
        edges.push({ from: `c${i}`, to: `c${i}-${j}` });
      }
    }
    const at = computeLayout({ nodes, edges, direction: 'LR' });
    const ring = Array.from({ length: 20 }, (_, i) => at[`c${i}`]!.y);
    // 20 ties of 150 px with 24 px between them: one column, 20 × 174 − 24 tall, the centre in its middle.
    expect(Math.max(...ring) - Math.min(...ring)).toBe(19 * 174);
    expect(at['root']!.y + 75).toBeCloseTo((Math.min(...ring) + Math.max(...ring) + 150) / 2);
    expect(new Set(ring.map(() => at['c0']!.x)).size).toBe(1);
    expect(at['c0-0']!.x).toBeGreaterThan(at['c0']!.x);
  });
});
