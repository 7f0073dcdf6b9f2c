import { describe, expect, it } from 'vitest';
import type { RiskEntry } from '../../src/contract/relationship-risks';
import { firstViewport } from '../../src/features/relationships/layout/first-viewport';
import { chipLabels, kindEndedOn } from '../../src/features/relationships/risk-evidence';

const TODAY = new Date('2026-11-26T15:00:00Z');
const PEP_ENDED: RiskEntry = { kind: 'PEPOccurence', id: 'p', position: 'Secretário', organ: 'Prefeitura', startDate: '2017-01-02', endDate: '2020-12-31', graceEndDate: '2025-12-31', source: 'Portal' };
const PEP_IN_GRACE: RiskEntry = { ...PEP_ENDED, id: 'p2', endDate: '2024-06-30', graceEndDate: '2029-06-30' };

describe('chips of ended flags', () => {
  it('the chip of a kind reads ended only when every entry of that kind ended', () => {
    expect(kindEndedOn([PEP_ENDED], 'PEPOccurence', TODAY)).toBe('31/12/2025');
    expect(kindEndedOn([PEP_ENDED, PEP_IN_GRACE], 'PEPOccurence', TODAY)).toBeNull();
    expect(chipLabels('PEPOccurence', '31/12/2025', 'Marcos')).toEqual({ text: 'PEP até 31/12/2025', aria: 'Pessoa politicamente exposta, encerrada em 31/12/2025: ver evidência de Marcos' });
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
    const sizes = new Map([['root', { width: 240, height: 150 }], ['a', { width: 240, height: 150 }]]);
    const view = firstViewport({ root: { x: 0, y: 0 }, a: { x: 320, y: 0 } }, sizes, 'root', ['a'], { width: 1200, height: 600 });
    expect(view?.zoom).toBe(1);
  });
});
