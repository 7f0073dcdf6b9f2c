import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyDocumentNumber,
  completeCnpj,
  completeCpf,
  formatDocumentNumber,
  isValidCnpj,
  isValidCpf,
  maskDocumentInput,
  maskDocumentNumber,
  normalizeDocument,
  parseDocument,
} from '../../../src/contract/brazil-document';

/**
 * The check-digit rules pinned digit by digit (issue 22): a CPF or CNPJ whose remainder is 0, 1 (check digit 0),
 * 2 (check digit 9) or 10 (check digit 1), at either position, and an independent oracle for random bases.
 */

/** Oracle written the other way round: weights counted from the right (CPF 2, 3, …; CNPJ 2…9 cycling). */
function oracleDigit(base: string, cycle: number | null): number {
  let sum = 0;
  [...base].reverse().forEach((char, i) => {
    const weight = cycle === null ? i + 2 : (i % (cycle - 1)) + 2;
    sum += weight * (char.charCodeAt(0) - 48);
  });
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}
const oracleCpf = (base9: string) => {
  const d1 = oracleDigit(base9, null);
  return `${base9}${d1}${oracleDigit(`${base9}${d1}`, null)}`;
};
const oracleCnpj = (base12: string) => {
  const d1 = oracleDigit(base12, 9);
  return `${base12}${d1}${oracleDigit(`${base12}${d1}`, 9)}`;
};

const RUNS = { numRuns: 200 };
const digit = fc.constantFrom(...'0123456789');
const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const cpfBase = fc.string({ unit: digit, minLength: 9, maxLength: 9 });
const cnpjBase = fc.string({ unit: alnum, minLength: 12, maxLength: 12 });
const allEqual = (text: string) => new Set(text).size === 1;

/** Every other pair of check digits. */
const otherCheckDigits = (valid: string, length: number) => {
  const base = valid.slice(0, length - 2);
  return Array.from({ length: 100 }, (_, n) => `${base}${String(n).padStart(2, '0')}`).filter((doc) => doc !== valid);
};

describe('CPF check digits, remainder by remainder', () => {
  it.each([
    ['82883607508', 'first digit, remainder 0 → 0'],
    ['25634168503', 'first digit, remainder 1 → 0'],
    ['98358069693', 'first digit, remainder 2 → 9'],
    ['54631341114', 'first digit, remainder 10 → 1'],
    ['41638835500', 'second digit, remainder 0 → 0'],
    ['22192375590', 'second digit, remainder 1 → 0'],
    ['63745249429', 'second digit, remainder 2 → 9'],
    ['36639245051', 'second digit, remainder 10 → 1'],
  ])('%s (%s) is valid and no other check digits are', (cpf) => {
    expect(completeCpf(cpf.slice(0, 9))).toBe(cpf);
    expect(isValidCpf(cpf)).toBe(true);
    for (const wrong of otherCheckDigits(cpf, 11)) expect(isValidCpf(wrong), wrong).toBe(false);
  });

  it('agrees with an independent oracle on random bases', () => {
    fc.assert(
      fc.property(cpfBase, (base) => completeCpf(base) === oracleCpf(base)),
      RUNS,
    );
  });

  it('round-trips: a completed base is valid (unless all digits are equal), formatted or not', () => {
    fc.assert(
      fc.property(cpfBase, (base) => {
        const cpf = completeCpf(base);
        const expected = !allEqual(cpf);
        return isValidCpf(cpf) === expected && isValidCpf(formatDocumentNumber(cpf)) === expected;
      }),
      RUNS,
    );
  });

  it('refuses a base that is not 9 digits', () => {
    expect(() => completeCpf('12345678')).toThrow('CPF base must have 9 digits: 12345678');
    expect(() => completeCpf('1234567890')).toThrow();
    expect(() => completeCpf('12345678A')).toThrow();
    expect(() => completeCpf(' 123456789')).toThrow();
  });

  it('refuses every all-equal CPF, even those whose arithmetic passes', () => {
    for (const d of '0123456789') expect(isValidCpf(d.repeat(11)), d).toBe(false);
  });
});

describe('CNPJ check digits, numeric and alphanumeric', () => {
  it.each([
    ['99579032892108', 'first digit, remainder 0 → 0'],
    ['72981506162202', 'first digit, remainder 1 → 0'],
    ['47278048196199', 'first digit, remainder 2 → 9'],
    ['37457913100014', 'first digit, remainder 10 → 1'],
    ['69056640110640', 'second digit, remainder 0 → 0'],
    ['42267619244910', 'second digit, remainder 1 → 0'],
    ['38639287631169', 'second digit, remainder 2 → 9'],
    ['26049303459691', 'second digit, remainder 10 → 1'],
    ['M6DRCV6OIWV109', 'alphanumeric, first digit, remainder 0 → 0'],
    ['JFL6Y5FE1FP409', 'alphanumeric, first digit, remainder 1 → 0'],
    ['M4S1AWA5PHJD90', 'alphanumeric, first digit, remainder 2 → 9'],
    ['CWJRK01JE5EH60', 'alphanumeric, second digit, remainder 0 → 0'],
    ['VL71UDOBPE6F30', 'alphanumeric, second digit, remainder 1 → 0'],
    ['XCDSIFVWNKP439', 'alphanumeric, second digit, remainder 2 → 9'],
    ['PMXCPS9UF2F541', 'alphanumeric, second digit, remainder 10 → 1'],
  ])('%s (%s) is valid and no other check digits are', (cnpj) => {
    expect(completeCnpj(cnpj.slice(0, 12))).toBe(cnpj);
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
    for (const wrong of otherCheckDigits(cnpj, 14)) expect(isValidCnpj(wrong), wrong).toBe(false);
  });

  it('agrees with an independent oracle on random alphanumeric bases', () => {
    fc.assert(
      fc.property(cnpjBase, (base) => completeCnpj(base) === oracleCnpj(base)),
      RUNS,
    );
  });

  it('round-trips: a completed base is valid (unless all characters are equal), formatted or not', () => {
    fc.assert(
      fc.property(cnpjBase, (base) => {
        const cnpj = completeCnpj(base);
        const expected = !allEqual(cnpj);
        return isValidCnpj(cnpj) === expected && isValidCnpj(formatDocumentNumber(cnpj)) === expected;
      }),
      RUNS,
    );
  });

  it('refuses a base that is not 12 characters of [0-9A-Z]', () => {
    expect(() => completeCnpj('12ABC34501D')).toThrow('CNPJ base must have 12 characters in [0-9A-Z]: 12ABC34501D');
    expect(() => completeCnpj('12ABC34501DE1')).toThrow();
    expect(() => completeCnpj('12ABC34501D-')).toThrow();
    expect(() => completeCnpj(' 12ABC34501D')).toThrow();
  });

  it('refuses check digits that are letters, and a letter where a CPF has digits', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false);
    expect(isValidCnpj('12ABC34501DE355')).toBe(false);
    expect(isValidCnpj('2ABC34501DE35')).toBe(false);
  });

  it('refuses every all-equal CNPJ', () => {
    for (const d of '0123456789') expect(isValidCnpj(d.repeat(14)), d).toBe(false);
  });
});

describe('classification, parsing and masks', () => {
  it('classifies by shape only, whole string', () => {
    expect(classifyDocumentNumber('(111.444.777-35)')).toBe('CPF');
    expect(classifyDocumentNumber('111444777350')).toBe('UNRECOGNIZED');
    expect(classifyDocumentNumber('12ABC34501DE3A')).toBe('UNRECOGNIZED');
    expect(classifyDocumentNumber('12ABC34501DE35A')).toBe('UNRECOGNIZED');
    expect(classifyDocumentNumber(null)).toBe('UNRECOGNIZED');
    expect(classifyDocumentNumber(undefined)).toBe('UNRECOGNIZED');
    expect(normalizeDocument(null)).toBe('');
    expect(normalizeDocument('a-b c')).toBe('ABC');
  });

  it('refuses extra characters before a valid shape', () => {
    expect(classifyDocumentNumber('X12ABC34501DE35')).toBe('UNRECOGNIZED');
    expect(classifyDocumentNumber('112ABC34501DE35')).toBe('UNRECOGNIZED');
    expect(isValidCpf('A52998224725')).toBe(false);
    expect(isValidCpf('152998224725')).toBe(false);
    expect(isValidCnpj('X12ABC34501DE35')).toBe(false);
  });

  it('parses a document only when its kind and its own check digits agree', () => {
    expect(parseDocument('11.222.333/0001-81')).toEqual({ type: 'CNPJ', number: '11222333000181' });
    expect(parseDocument('11.222.333/0001-82')).toBeNull();
    expect(parseDocument('')).toBeNull();
    expect(parseDocument(null)).toBeNull();
  });

  it('formats the unrecognized as typed, and nothing as empty', () => {
    expect(formatDocumentNumber(null)).toBe('');
    expect(formatDocumentNumber(undefined)).toBe('');
    expect(formatDocumentNumber('12.3')).toBe('12.3');
  });

  it('masks a document for the audit trail, never in clear', () => {
    expect(maskDocumentNumber('123.456.789-09')).toBe('***.456.789-**');
    expect(maskDocumentNumber('12.345.678/0001-95')).toBe('**.345.678/0001-**');
    expect(maskDocumentNumber('12abc34501de35')).toBe('**.ABC.345/01DE-**');
    expect(maskDocumentNumber('12-3')).toBe('***');
    expect(maskDocumentNumber(null)).toBe('***');
  });

  it('switches the typing mask to a CNPJ at the 12th digit or at the first letter', () => {
    expect(maskDocumentInput('')).toBe('');
    expect(maskDocumentInput('12345678901')).toBe('123.456.789-01');
    expect(maskDocumentInput('123456789012')).toBe('12.345.678/9012');
    expect(maskDocumentInput('1a')).toBe('1A');
    expect(maskDocumentInput('123')).toBe('123');
    expect(maskDocumentInput('1234567')).toBe('123.456.7');
    expect(maskDocumentInput('12A45')).toBe('12.A45');
    expect(maskDocumentInput('12A456')).toBe('12.A45.6');
  });
});
