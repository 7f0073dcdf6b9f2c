import { describe, expect, it } from 'vitest';
import { cnjCheckDigits, cnjFromParts as formatCnj, isValidCnj, splitCnj as parseCnj } from '../../src/contract/cnj.ts';
import {
  completeCnpj,
  completeCpf,
  formatDocumentNumber as formatCnpj,
  formatDocumentNumber as formatCpf,
  isValidCnpj,
  isValidCpf,
} from '../../src/contract/brazil-document.ts';

describe('CPF', () => {
  it('computes the check digits of known CPFs', () => {
    // Published examples with known check digits.
    expect(completeCpf('529982247')).toBe('52998224725');
    expect(completeCpf('111444777')).toBe('11144477735');
  });
  it('validates with or without punctuation and rejects wrong digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
  it('formats as 000.000.000-00', () => expect(formatCpf('52998224725')).toBe('529.982.247-25'));
  it('rejects a base that is not 9 digits', () => expect(() => completeCpf('12345')).toThrow());
});

describe('CNPJ', () => {
  it('computes the check digits of known CNPJs', () => {
    expect(completeCnpj('112223330001')).toBe('11222333000181');
    // Banco do Brasil's CNPJ.
    expect(completeCnpj('000000000001')).toBe('00000000000191');
  });
  it('validates and rejects', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });
  it('formats as 00.000.000/0000-00', () => expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81'));
});

describe('CNJ process numbers', () => {
  it('accepts a real published number', () => {
    // A TJAL process number often quoted as the CNJ format example.
    expect(isValidCnj('0710802-55.2018.8.02.0001')).toBe(true);
  });
  it('computes DD = 98 − (N·AAAA·J·TR·OOOO·00 mod 97)', () => {
    const parts = { sequence: '0710802', year: '2018', justice: '8', court: '02', origin: '0001' };
    const expected = 98n - (BigInt('07108022018802000100') % 97n);
    expect(cnjCheckDigits(parts)).toBe(expected.toString().padStart(2, '0'));
    expect(cnjCheckDigits(parts)).toBe('55');
    expect(formatCnj(parts)).toBe('0710802-55.2018.8.02.0001');
  });
  it('pads single-digit check digits', () => {
    // Search for a number whose DD is below 10 so the padding is exercised.
    let found = '';
    for (let n = 0; n < 500 && !found; n++) {
      const parts = { sequence: String(n).padStart(7, '0'), year: '2020', justice: '5', court: '02', origin: '0001' };
      if (Number(cnjCheckDigits(parts)) < 10) found = formatCnj(parts);
    }
    expect(found).toMatch(/^\d{7}-0\d\.2020\.5\.02\.0001$/);
    expect(isValidCnj(found)).toBe(true);
  });
  it('rejects wrong check digits and malformed numbers', () => {
    expect(isValidCnj('0710802-56.2018.8.02.0001')).toBe(false);
    expect(isValidCnj('0710802-55.2019.8.02.0001')).toBe(false);
    expect(isValidCnj('710802-55.2018.8.02.0001')).toBe(false);
    // One rule for the PWA, the API and the seed: the same 20 digits without separators are the same number.
    expect(isValidCnj('07108025520188020001')).toBe(true);
    expect(parseCnj('abc')).toBeNull();
  });
  it('parses the segments', () => {
    expect(parseCnj('0710802-55.2018.8.02.0001')).toEqual({
      sequence: '0710802',
      checkDigits: '55',
      year: '2018',
      justice: '8',
      court: '02',
      origin: '0001',
    });
  });
});
