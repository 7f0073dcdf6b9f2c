import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tpuIsActive, tpuMeta, tpuName, tpuPath, tpuSize } from '../../../server/court-data/tpu/tpu-lookup.ts';
import {
  csvFields,
  itemsFromGateway,
  itemsFromSgtCsv,
  serializeTpuTable,
  type TpuTable,
} from '../../../server/court-data/tpu/tpu-table.ts';

const gateway = JSON.parse(
  readFileSync(new URL('../../fixtures/tpu/gateway-movimentos.json', import.meta.url), 'utf8'),
) as unknown;

describe('TPU lookup (committed tables)', () => {
  it('names the codes of the official DataJud example and of a DJEN class', () => {
    expect(tpuName('classes', 436)).toBe('Procedimento do Juizado Especial Cível');
    expect(tpuName('classes', '198')).toBe('Apelação Cível');
    expect(tpuName('movements', 26)).toBe('Distribuição');
    expect(tpuName('movements', 14732)).toBe('Conversão de Autos Físicos em Eletrônicos');
    expect(tpuName('subjects', 6177)).toBe('Concessão');
  });

  it('answers null for unknown or malformed codes', () => {
    expect(tpuName('movements', 123456789)).toBeNull();
    expect(tpuName('classes', 'APELAÇÃO')).toBeNull();
    expect(tpuName('classes', null)).toBeNull();
  });

  it('walks a code up to its root', () => {
    expect(tpuPath('movements', 221)).toEqual([
      'Magistrado',
      'Julgamento',
      'Com Resolução do Mérito',
      'Procedência em Parte',
    ]);
    expect(tpuPath('movements', 123456789)).toEqual([]);
  });

  it('holds the full tables with their version and provenance', () => {
    expect(tpuSize('classes')).toBeGreaterThan(800);
    expect(tpuSize('subjects')).toBeGreaterThan(5000);
    expect(tpuSize('movements')).toBeGreaterThan(900);
    expect(tpuMeta('movements')).toMatchObject({
      table: 'movements',
      version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      source: expect.stringContaining('SGT'),
    });
    expect(tpuIsActive('movements', 26)).toBe(true);
  });
});

describe('TPU refresh conversions', () => {
  it('reads the gateway download: movements keyed by id, inactive kept, rows without a code dropped', () => {
    expect(itemsFromGateway(gateway)).toEqual({
      items: [
        [1, null, 'Magistrado', true],
        [221, 385, 'Procedência em Parte', true],
        [999999, 1, 'Movimento antigo', false],
      ],
      version: '2025-09-11 16:34:41',
    });
    expect(() => itemsFromGateway({ error: 'x' })).toThrow('não é uma lista');
  });

  it('reads the SGT CSV export, quoted commas included', () => {
    expect(csvFields('1,"a, ""b""",c')).toEqual(['1', 'a, "b"', 'c']);
    const csv =
      'cod_item,cod_item_pai,nome,situacao,dat_versao\n3,1,Decisão,A,2025-09-11 16:34:41\n7,3,"Conversão, parcial",I,2026-04-09 14:49:21\n';
    expect(itemsFromSgtCsv(csv)).toEqual({
      items: [
        [3, 1, 'Decisão', true],
        [7, 3, 'Conversão, parcial', false],
      ],
      version: '2026-04-09 14:49:21',
    });
  });

  it('writes one item per line and reads back the same table', () => {
    const table: TpuTable = {
      table: 'movements',
      version: 'v',
      source: 's',
      retrievedAt: '2026-01-01',
      columns: ['code', 'parent', 'name', 'active'],
      items: [
        [1, null, 'Magistrado', true],
        [3, 1, 'Decisão', true],
      ],
    };
    const text = serializeTpuTable(table);
    expect(JSON.parse(text)).toEqual(table);
    expect(text).toContain('\n    [3,1,"Decisão",true]\n');
  });
});
