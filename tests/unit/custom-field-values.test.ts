import { describe, expect, it } from 'vitest';
import type { CustomField, CustomFieldAnswer } from '../../src/contract/custom-fields';
import {
  changedAnswers,
  initialFormValues,
  toWireValue,
  validateCustomFields,
  validateFieldValue,
} from '../../src/features/process-workspace/custom-field-values';

const field = (id: number, type: CustomField['type'], required = false, label = `Campo ${id}`): CustomField => ({
  id,
  type,
  required,
  label,
  typeLabel: type,
  priority: id * 10,
});

const answer = (
  customFieldId: number,
  type: CustomField['type'],
  value: CustomFieldAnswer['value'],
): CustomFieldAnswer => ({
  customFieldId,
  type,
  value,
  label: 'x',
  valueLabel: String(value),
  createdBy: null,
  createdAt: '2026-10-01T10:00:00Z',
  updatedBy: null,
  updatedAt: '2026-10-01T10:00:00Z',
});

describe('validateFieldValue', () => {
  it('asks for required fields in Portuguese, whitespace counting as empty', () => {
    const f = field(1, 'TEXT', true, 'Cliente responsável');
    expect(validateFieldValue(f, '   ')).toBe('Preencha o campo obrigatório “Cliente responsável”.');
    expect(validateFieldValue(f, null)).toBe('Preencha o campo obrigatório “Cliente responsável”.');
    expect(validateFieldValue(field(2, 'BOOLEAN', true), false)).toBeNull();
    expect(validateFieldValue(field(3, 'NUMBER', true), 0)).toBeNull();
  });

  it('leaves optional empty fields alone', () => {
    for (const type of ['TEXT', 'NUMBER', 'DATE', 'MONEY', 'SELECT', 'BOOLEAN'] as const) {
      expect(validateFieldValue(field(1, type), null)).toBeNull();
    }
  });

  it('checks each type', () => {
    expect(validateFieldValue(field(1, 'TEXT'), 'a'.repeat(2001))).toBe('Use no máximo 2000 caracteres.');
    expect(validateFieldValue(field(1, 'TEXT'), 'a'.repeat(2000))).toBeNull();
    expect(validateFieldValue(field(1, 'NUMBER'), '-')).toBe('Informe um número válido.');
    expect(validateFieldValue(field(1, 'MONEY'), -1)).toBe('O valor não pode ser negativo.');
    expect(validateFieldValue(field(1, 'DATE'), '2026-02-30')).toBe('Informe uma data válida (DD/MM/AAAA).');
    expect(validateFieldValue(field(1, 'DATE'), '2028-02-29')).toBeNull();
    expect(validateFieldValue(field(1, 'BOOLEAN'), 'sim')).toBe('Escolha Sim ou Não.');
    expect(validateFieldValue(field(1, 'SELECT'), 'INICIAL')).toBeNull();
  });

  it('keeps a percentage field ("… (%)") within 0–100', () => {
    const percent = field(1, 'NUMBER', false, 'Probabilidade de perda (%)');
    expect(validateFieldValue(percent, 12.5)).toBeNull();
    expect(validateFieldValue(percent, 100)).toBeNull();
    expect(validateFieldValue(percent, 150)).toBe('A porcentagem deve ficar entre 0 e 100.');
    expect(validateFieldValue(percent, -1)).toBe('A porcentagem deve ficar entre 0 e 100.');
    expect(validateFieldValue(field(2, 'NUMBER', false, 'Quantidade de audiências'), 150)).toBeNull();
  });

  it('reads the unit as the API does: a label ending in "%" without parentheses is a percentage too', () => {
    // The PWA's own copy of the rule only knew '(%)', so 'Êxito %' = 150 went to the API and came back a 400.
    expect(validateFieldValue(field(1, 'NUMBER', false, 'Chance de êxito %'), 150)).toBe(
      'A porcentagem deve ficar entre 0 e 100.',
    );
    expect(validateFieldValue(field(1, 'NUMBER', false, 'Chance de êxito %'), 55)).toBeNull();
  });

  it('keeps script text as a plain value (rendering escapes it)', () => {
    expect(validateFieldValue(field(1, 'TEXT'), '<script>alert(1)</script>')).toBeNull();
  });
});

describe('validateCustomFields', () => {
  it('returns the errors by field id', () => {
    const fields = [field(1, 'TEXT', true), field(2, 'NUMBER'), field(3, 'SELECT', true)];
    expect(validateCustomFields(fields, { 1: 'ok', 2: 'x', 3: null })).toEqual({
      2: 'Informe um número válido.',
      3: 'Preencha o campo obrigatório “Campo 3”.',
    });
  });
});

describe('wire values', () => {
  it('sends money in integer centavos and clears empty values with null', () => {
    expect(toWireValue('MONEY', 1234.56)).toBe(123456);
    expect(toWireValue('MONEY', 0.1 + 0.2)).toBe(30);
    expect(toWireValue('TEXT', '  a  ')).toBe('a');
    expect(toWireValue('TEXT', '   ')).toBeNull();
    expect(toWireValue('BOOLEAN', false)).toBe(false);
    expect(toWireValue('DATE', undefined)).toBeNull();
  });

  it('reads saved money back as the text the money input shows', () => {
    const fields = [field(1, 'MONEY'), field(2, 'TEXT')];
    expect(initialFormValues(fields, [answer(1, 'MONEY', 150000)])).toEqual({ 1: '1.500,00', 2: null });
  });

  it('reads money typed the Brazilian way into centavos, and refuses negatives and garbage before sending', () => {
    expect(toWireValue('MONEY', '1.234.567,89')).toBe(123456789);
    expect(toWireValue('MONEY', 'R$ 1.234,5')).toBe(123450);
    expect(validateFieldValue(field(1, 'MONEY'), '1.234.567,89')).toBeNull();
    expect(validateFieldValue(field(1, 'MONEY'), '-1.234,56')).toBe('O valor não pode ser negativo.');
    expect(validateFieldValue(field(1, 'MONEY'), 'mil reais')).toMatch(/^Valor inválido/);
    expect(validateFieldValue(field(1, 'MONEY'), '10.000.000.000.000,00')).toMatch(/^Valor acima do máximo/);
  });

  it('sends only what changed', () => {
    const fields = [field(1, 'MONEY'), field(2, 'TEXT'), field(3, 'BOOLEAN')];
    const saved = initialFormValues(fields, [answer(1, 'MONEY', 150000), answer(2, 'TEXT', 'a')]);
    expect(changedAnswers(fields, saved, { ...saved, 1: 1500, 2: '', 3: false })).toEqual([
      { customFieldId: 2, value: null },
      { customFieldId: 3, value: false },
    ]);
  });
});
