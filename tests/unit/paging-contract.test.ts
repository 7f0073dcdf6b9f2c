// @vitest-environment node
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageCount } from '../../src/contract/constants/paging';
import { Paged, PageQuery } from '../../src/contract/schema-helpers';

/** The JSON a schema puts on the wire and in the OpenAPI document (TypeBox's own marks are not enumerable). */
const json = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as unknown;

describe('the list envelope (Paged)', () => {
  it('is { result, total } with the same JSON schema the lists had when each wrote it out', () => {
    const Row = Type.Object({ id: Type.Integer() });
    expect(json(Paged(Row))).toEqual(json(Type.Object({ result: Type.Array(Row), total: Type.Integer() })));
    expect(json(Paged(Row))).toEqual({
      type: 'object',
      properties: { result: { type: 'array', items: json(Row) }, total: { type: 'integer' } },
      required: ['result', 'total'],
    });
  });

  it('lets the count carry a description, and an envelope with more fields keep its order', () => {
    const Row = Type.String();
    const described = Paged(Row, { description: 'Rows matching the filters' });
    expect(json(described.properties.total)).toEqual({ type: 'integer', description: 'Rows matching the filters' });
    const extended = Type.Object({ ...described.properties, totalAmount: Type.Integer() });
    expect(Object.keys(extended.properties)).toEqual(['result', 'total', 'totalAmount']);
    expect(extended.required).toEqual(['result', 'total', 'totalAmount']);
  });
});

describe('the page parameter (PageQuery)', () => {
  it('is an optional 0-based integer up to 100 000, 0 when omitted', () => {
    expect(json(PageQuery)).toEqual({
      type: 'object',
      properties: { page: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 } },
    });
  });

  it('spreads into a list query as an optional property', () => {
    const Query = Type.Object({ ...PageQuery.properties, q: Type.String() });
    expect(Object.keys(Query.properties)).toEqual(['page', 'q']);
    expect(Query.required).toEqual(['q']);
  });
});

describe('pageCount', () => {
  it('counts pages of PAGE_SIZE (10), at least one', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(100)).toBe(10);
    expect(pageCount(101)).toBe(11);
  });

  it('takes another page size, and never answers less than one page', () => {
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(-3)).toBe(1);
  });
});
