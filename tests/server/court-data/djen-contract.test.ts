import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DjenAnswerSchema, DjenItemSchema } from '../../../server/court-data/djen/djen-schema.ts';
import { FIXTURE_NAMES, loadFixture } from './djen-recordings.ts';

// Every JSON answer the fixtures hold must match the schema written from the official description: when the
// service renames, drops or retypes a field, a refreshed fixture (npm run sources:check) fails here.
describe('DJEN fixtures against the documented answer', () => {
  it('has one fixture per known quirk', () => {
    expect(FIXTURE_NAMES.sort()).toEqual([
      'bare-array',
      'by-process',
      'cancelled',
      'garbage',
      'geo-blocked-403',
      'hostile-html',
      'html-answer',
      'oab-variants',
      'page-size-over-50',
      'rate-limited-429',
      'server-error-500',
      'transient-empty-page',
    ]);
  });

  for (const name of FIXTURE_NAMES) {
    it(`${name}: every 200 JSON answer matches the schema and says where it came from`, () => {
      const file = loadFixture(name);
      expect(file.source.length).toBeGreaterThan(10);
      expect(file.anonymisation).toContain('Anonymised');
      for (const { response } of file.recordings) {
        if (response.status !== 200 || typeof response.body === 'string') continue;
        const errors = [...Value.Errors(DjenAnswerSchema, response.body)].map((e) => `${e.instancePath} ${e.message}`);
        expect(errors, `${name}: ${errors.slice(0, 3).join('; ')}`).toEqual([]);
      }
      if (file.template) expect(Value.Check(DjenItemSchema, file.template)).toBe(true);
    });
  }

  it('fails on drift: a renamed field, a number turned into a string, a missing list', () => {
    const item = loadFixture('oab-variants').recordings[0]!.response.body as { items: Record<string, unknown>[] };
    const original = item.items[0]!;
    const renamed = { ...original, siglaTribunal: undefined, sigla_tribunal: 'TJRJ' };
    expect(Value.Check(DjenItemSchema, JSON.parse(JSON.stringify(renamed)))).toBe(false);
    expect(Value.Check(DjenItemSchema, { ...original, id: String(original.id) })).toBe(false);
    expect(Value.Check(DjenItemSchema, { ...original, destinatarios: null })).toBe(false);
  });
});
