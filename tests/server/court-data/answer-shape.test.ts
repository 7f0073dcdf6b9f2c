import { describe, expect, it } from 'vitest';
import { diffShapes, isEmptyDiff, shapeOf } from '../../../server/court-data/djen/answer-shape.ts';
import { loadFixture } from './djen-recordings.ts';

describe('answer shape (the live canary’s comparison)', () => {
  const items = (loadFixture('oab-variants').recordings[0]!.response.body as { items: Record<string, unknown>[] })
    .items;

  it('two recorded items have the same shape, nulls aside', () => {
    expect(isEmptyDiff(diffShapes(shapeOf(items[0]), shapeOf(items[1])))).toBe(true);
    expect(shapeOf(items[0]).get('.destinatarioadvogados[].advogado.numero_oab')).toBe('string');
  });

  it('names what was added, removed and retyped', () => {
    const { siglaTribunal: _gone, ...rest } = items[0]!;
    const drifted = { ...rest, sigla_tribunal: 'TJRJ', id: '7100000001' };
    expect(diffShapes(shapeOf(items[0]), shapeOf(drifted))).toEqual({
      added: ['.sigla_tribunal'],
      removed: ['.siglaTribunal'],
      changed: ['.id: number → string'],
    });
  });
});
