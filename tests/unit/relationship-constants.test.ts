import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { brazilDayLabel } from '../../src/contract/dates.ts';
import {
  isMaskedCpf,
  maskCpf,
  PROTEST_ORGANIZATION_IDS,
  QSA_QUALIFICATIONS,
  qualificationOf,
  receivesProtests,
  RELATION_NO_START_DATE,
  RELATION_OPEN_END_DATE,
  RISK_KIND_LABELS,
  RISK_KINDS,
} from '../../src/contract/constants/relationships.ts';
import { EntityId } from '../../src/contract/relationships.ts';

describe('relationship constants (src/contract/constants/relationships.ts)', () => {
  it('the Receita table: 20+ unique codes with the official names of the main ones', () => {
    expect(new Set(QSA_QUALIFICATIONS.map((q) => q.code)).size).toBe(QSA_QUALIFICATIONS.length);
    expect(QSA_QUALIFICATIONS.length).toBeGreaterThanOrEqual(20);
    expect([5, 10, 16, 22, 49, 65, 69].map((code) => qualificationOf(code)?.name)).toEqual([
      'Administrador',
      'Diretor',
      'Presidente',
      'Sócio',
      'Sócio-Administrador',
      'Titular Pessoa Física Residente ou Domiciliado no Brasil',
      'Beneficiário Final',
    ]);
    expect(qualificationOf(999)).toBeUndefined();
  });

  it('masks a CPF as the open data does and recognizes the mask', () => {
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(isMaskedCpf('***.456.789-**')).toBe(true);
    expect(isMaskedCpf('123.456.789-09')).toBe(false);
  });

  it('protests only for the seven organizations', () => {
    expect([...PROTEST_ORGANIZATION_IDS].sort()).toEqual([371, 554, 590, 809, 812, 813, 987]);
    expect([590, 371, 554, 812, 809, 813, 987].every(receivesProtests)).toBe(true);
    expect(receivesProtests(100)).toBe(false);
    expect(receivesProtests(245)).toBe(false);
  });

  it('the sentinel dates are never shown as dates', () => {
    expect(brazilDayLabel(RELATION_NO_START_DATE)).toEqual({ kind: 'none' });
    expect(brazilDayLabel(RELATION_OPEN_END_DATE)).toEqual({ kind: 'open-end' });
  });

  it('chips for every risk kind; entity ids by document', () => {
    expect(RISK_KINDS.map((kind) => RISK_KIND_LABELS[kind].chip)).toEqual(['Protesto', 'Na fonte', 'PEP', 'Sanção']);
    expect(Value.Check(EntityId, 'J12ABC34501DE35')).toBe(true);
    expect(Value.Check(EntityId, 'F39053344700')).toBe(true);
    expect(Value.Check(EntityId, 'M456789ABCDEF01')).toBe(true);
    expect(Value.Check(EntityId, 'X1')).toBe(false);
  });
});
