import { describe, expect, it } from 'vitest';
import { mergeStrokes } from '../../src/features/relationships/layout/edge-strokes';

const thin = { stroke: '#adb5bd', width: 0.75 };
const ended = { stroke: '#ced4da', width: 0.75, dash: '4 4' };
const onPath = { stroke: '#e67700', width: 3 };
// A line as the canvas hands it: more than its style, none of which belongs in the stroke.
const onPathLine = { ...onPath, key: 'a-b', from: 'a', to: 'b', spoken: 'Sócio de A: B' };

describe('merged strokes of a large graph', () => {
  it('draws the lines of one style as one path, each line keeping its own move-to', () => {
    const strokes = mergeStrokes([
      { style: onPathLine, path: 'M0,0 C1,1 2,2 3,3' },
      { style: thin, path: 'M10,10 C11,11 12,12 13,13' },
      { style: ended, path: 'M20,20 C21,21 22,22 23,23' },
      { style: { ...thin }, path: 'M30,30 C31,31 32,32 33,33' },
    ]);
    expect(strokes.map((s) => [s.stroke, s.dash, s.lines])).toEqual([
      ['#adb5bd', undefined, 2],
      ['#ced4da', '4 4', 1],
      ['#e67700', undefined, 1],
    ]);
    expect(strokes[0]?.path).toBe('M10,10 C11,11 12,12 13,13M30,30 C31,31 32,32 33,33');
    // The path to a flag, the widest, comes last: drawn over the others.
    expect(strokes.at(-1)).toEqual({
      key: '#e67700 3 ',
      stroke: '#e67700',
      width: 3,
      dash: undefined,
      path: 'M0,0 C1,1 2,2 3,3',
      lines: 1,
    });
  });

  it('tells a dashed line from a solid one of the same colour and width', () => {
    const strokes = mergeStrokes([
      { style: { stroke: '#ced4da', width: 0.75 }, path: 'M0,0' },
      { style: { stroke: '#ced4da', width: 0.75, dash: '4 4' }, path: 'M1,1' },
    ]);
    expect(strokes).toHaveLength(2);
    expect(mergeStrokes([])).toEqual([]);
  });
});
