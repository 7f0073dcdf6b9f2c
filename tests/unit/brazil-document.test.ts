import { describe, expect, it } from 'vitest';
import {
  classifyDocumentNumber,
  completeCnpj,
  completeCpf,
  formatDocumentNumber,
  INVALID_DOCUMENT_MESSAGE,
  isValidCnpj,
  isValidCpf,
  maskDocumentInput,
  normalizeDocument,
  parseDocument,
} from '../../src/contract/brazil-document';

describe('CPF check digits', () => {
  it('completes and validates known CPFs', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    expect(completeCpf('111444777')).toBe('11144477735');
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
  });
  it.each(['000.000.000-00', '11111111111', '99999999999'])('rejects all-equal digits %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(false),
  );
  it('rejects wrong lengths and letters', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247255')).toBe(false);
    expect(isValidCpf('5299822472A')).toBe(false);
  });
});

describe('CNPJ check digits, numeric and alphanumeric (2026)', () => {
  it('validates numeric CNPJs as before', () => {
    expect(completeCnpj('112223330001')).toBe('11222333000181');
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
  });
  it("accepts the Receita Federal's published example 12.ABC.345/01DE-35, in any case and punctuation", () => {
    expect(completeCnpj('12ABC34501DE')).toBe('12ABC34501DE35');
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('12ABC34501DF35')).toBe(false);
  });
  it('takes each character as its ASCII code − 48', () => {
    // 'A' (17) in place of 17 would not be the same number: the check digits differ from those of the digits.
    expect(completeCnpj('A00000000001')).not.toBe(completeCnpj('000000000001'));
    expect(isValidCnpj(completeCnpj('ZZ1234560001'))).toBe(true);
  });
  it('keeps the check digits numeric and rejects all-equal characters', () => {
    expect(isValidCnpj('12ABC34501DEAB')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('AAAAAAAAAAAAAA')).toBe(false);
    expect(() => completeCnpj('12abc34501de')).toThrow();
  });
});

describe('classification after stripping (docs/product.md#document-numbers)', () => {
  it.each([
    ['123.456.789-09', 'CPF'],
    ['11.222.333/0001-81', 'CNPJ'],
    ['12.ABC.345/01DE-35', 'CNPJ'],
    ['1234567890', 'UNRECOGNIZED'],
    ['123456789012', 'UNRECOGNIZED'],
    ['ABC44477735', 'UNRECOGNIZED'],
    ['', 'UNRECOGNIZED'],
  ])('%s → %s', (raw, kind) => expect(classifyDocumentNumber(raw)).toBe(kind));

  it('normalizes to upper-case letters and digits', () =>
    expect(normalizeDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35'));

  it('parseDocument answers the valid document or null (→ the catalogue message)', () => {
    expect(parseDocument('111.444.777-35')).toEqual({ type: 'CPF', number: '11144477735' });
    expect(parseDocument('12.abc.345/01de-35')).toEqual({ type: 'CNPJ', number: '12ABC34501DE35' });
    expect(parseDocument('111.444.777-36')).toBeNull();
    expect(parseDocument('111.111.111-11')).toBeNull();
    expect(INVALID_DOCUMENT_MESSAGE).toBe('Documento inválido');
  });
});

describe('formatting and the typing mask', () => {
  it('formats by kind and leaves the unrecognized as typed', () => {
    expect(formatDocumentNumber('11144477735')).toBe('111.444.777-35');
    expect(formatDocumentNumber('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocumentNumber('12-3')).toBe('12-3');
  });
  it.each([
    ['111', '111'],
    ['1114', '111.4'],
    ['1114447773', '111.444.777-3'],
    ['11144477735', '111.444.777-35'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'],
    ['12a', '12.A'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
  ])('%s → %s', (typed, masked) => expect(maskDocumentInput(typed)).toBe(masked));
});
