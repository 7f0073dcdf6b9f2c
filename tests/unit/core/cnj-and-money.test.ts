import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centavosToDecimal,
  centavosToDecimalComma,
  centavosToReais,
  formatCentavos,
  formatMoneyInput,
  formatReais,
  formatReaisCompact,
  isValidCentavos,
  MONEY_MAX_CENTAVOS,
  MONEY_MESSAGES,
  parseMoney,
} from '../../../src/contract/money';
import { formatCount } from '../../../src/contract/plural';
import { cnjCheckDigits, cnjDigits, formatCnj, INVALID_CNJ_MESSAGE, isValidCnj } from '../../../src/contract/cnj';
import { parseProcessSearch } from '../../../src/features/processes/process-search';

const RUNS = { numRuns: 200 };
const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/** ISO 7064 mod 97-10 with BigInt, independent of the chunked implementation. */
const oracle = (other18: string) => String(98n - (BigInt(`${other18}00`) % 97n)).padStart(2, '0');
const split = (other18: string) =>
  parts(other18.slice(0, 7), other18.slice(7, 11), other18.slice(11, 12), other18.slice(12, 14), other18.slice(14));
function parts(sequence: string, year: string, justice: string, court: string, origin: string) {
  return { sequence, year, justice, court, origin };
}
const withCheck = (other18: string) => `${other18.slice(0, 7)}${oracle(other18)}${other18.slice(7)}`;

describe('CNJ check digits (ISO 7064 mod 97-10)', () => {
  it('agree with a BigInt oracle for any 18 digits', () => {
    fc.assert(
      fc.property(digits(18), (other) => cnjCheckDigits(split(other)) === oracle(other)),
      RUNS,
    );
  });

  it('accept every number the oracle completes and refuse every other pair of check digits', () => {
    fc.assert(
      fc.property(digits(18), fc.integer({ min: 0, max: 99 }), (other, dd) => {
        const valid = withCheck(other);
        const candidate = `${other.slice(0, 7)}${String(dd).padStart(2, '0')}${other.slice(7)}`;
        return isValidCnj(valid) && isValidCnj(formatCnj(valid)) && isValidCnj(candidate) === (candidate === valid);
      }),
      RUNS,
    );
  });

  it('pad a check digit below 10, and read the whole number chunk by chunk', () => {
    // 3200 mod 97 = 96, so the check digits are 98 − 96 = '02'.
    expect(cnjCheckDigits(parts('0000000', '0000', '0', '00', '0032'))).toBe('02');
    expect(cnjCheckDigits(parts('0000000', '0000', '0', '00', '0000'))).toBe('98');
    expect(cnjCheckDigits(parts('1234567', '2019', '5', '02', '0001'))).toBe(oracle('123456720195020001'));
    expect(cnjCheckDigits(parts('9999999', '9999', '9', '99', '9999'))).toBe(oracle('999999999999999999'));
  });

  it('take only 20 digits with the CNJ separators', () => {
    const valid = withCheck('123456720195020001');
    expect(isValidCnj(` ${formatCnj(valid)} `)).toBe(true);
    expect(isValidCnj(`${valid}0`)).toBe(false);
    expect(isValidCnj(valid.slice(1))).toBe(false);
    expect(isValidCnj(`${valid.slice(0, 19)}x${valid.slice(19)}`)).toBe(false);
    // Slashes are separators like dots and dashes (the API's q filter always ignored them).
    expect(isValidCnj(`${valid.slice(0, 19)}/${valid.slice(19)}`)).toBe(true);
    expect(cnjDigits('0000001-23.2024.8.26.0100')).toBe('00000012320248260100');
    expect(cnjDigits('1 2\t3')).toBe('123');
    expect(cnjDigits('12a')).toBeNull();
    expect(cnjDigits('')).toBe('');
  });

  it('format 20 digits and leave anything else as typed', () => {
    const valid = withCheck('123456720195020001');
    expect(formatCnj(valid)).toBe(`1234567-${valid.slice(7, 9)}.2019.5.02.0001`);
    expect(formatCnj(`${valid}1`)).toBe(`${valid}1`);
    expect(formatCnj('12a')).toBe('12a');
  });

  it('classify the search box', () => {
    const valid = withCheck('123456720195020001');
    expect(parseProcessSearch('   ')).toEqual({ kind: 'empty' });
    expect(parseProcessSearch(` ${formatCnj(valid)} `)).toEqual({ kind: 'number', value: valid });
    expect(parseProcessSearch(`${valid.slice(0, 7)}${valid[7] === '9' ? '0' : '9'}${valid.slice(8)}`)).toEqual({
      kind: 'invalid',
      message: INVALID_CNJ_MESSAGE,
    });
    expect(parseProcessSearch('1'.repeat(19))).toEqual({ kind: 'number', value: '1'.repeat(19) });
    expect(parseProcessSearch('M')).toEqual({
      kind: 'invalid',
      message: 'Digite pelo menos 2 letras do nome da parte.',
    });
    expect(parseProcessSearch('Mó')).toEqual({ kind: 'party', value: 'Mó' });
    expect(parseProcessSearch('a'.repeat(130))).toEqual({ kind: 'party', value: 'a'.repeat(120) });
    expect(INVALID_CNJ_MESSAGE).toBe('Número CNJ inválido: confira os 20 dígitos e os dígitos verificadores.');
  });
});

describe('money: parse ∘ format is the identity', () => {
  const centavos = fc.integer({ min: 0, max: MONEY_MAX_CENTAVOS });

  it('for every valid amount, as the input writes it and as the screen shows it', () => {
    fc.assert(
      fc.property(centavos, (value) => {
        const input = parseMoney(formatMoneyInput(value));
        const shown = parseMoney(formatCentavos(value));
        return input.ok && input.centavos === value && shown.ok && shown.centavos === value;
      }),
      RUNS,
    );
  });

  it('for negative amounts where they are allowed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MONEY_MAX_CENTAVOS }), (value) => {
        const parsed = parseMoney(formatCentavos(-value), { allowNegative: true });
        return parsed.ok && parsed.centavos === -value;
      }),
      RUNS,
    );
  });

  it('groups thousands with dots and always writes two centavo digits', () => {
    expect(formatMoneyInput(0)).toBe('0,00');
    expect(formatMoneyInput(99_999)).toBe('999,99');
    expect(formatMoneyInput(100_000)).toBe('1.000,00');
    expect(formatMoneyInput(-1)).toBe('-0,01');
    expect(formatCentavos(0)).toBe('R$\u00a00,00');
    expect(formatCentavos(-1)).toBe('-R$\u00a00,01');
  });

  it('reads each sign and prefix once, and refuses the rest', () => {
    expect(parseMoney('--10', { allowNegative: true })).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('-R$-10', { allowNegative: true })).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('R$R$10')).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('10R$')).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('-')).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('-R$')).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('R$ -0,50', { allowNegative: true })).toEqual({ ok: true, centavos: -50 });
    expect(parseMoney('\u202f1\u00a0000,5')).toEqual({ ok: true, centavos: 100_050 });
    expect(parseMoney('1234.5')).toEqual({ ok: true, centavos: 123_450 });
    expect(parseMoney('1234.567')).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('1.234.5')).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('1,234')).toEqual({ ok: false, error: MONEY_MESSAGES.decimals });
    expect(parseMoney('a1')).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('1a')).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('0000000000000000000001')).toEqual({ ok: true, centavos: 100 });
    expect(parseMoney('-0')).toEqual({ ok: true, centavos: 0 });
  });

  it('refuses amounts above the limit, the default or the one given', () => {
    expect(parseMoney('9.999.999.999.999,99')).toEqual({ ok: true, centavos: MONEY_MAX_CENTAVOS });
    expect(parseMoney('10000000000000')).toEqual({ ok: false, error: MONEY_MESSAGES.tooLarge });
    expect(parseMoney('100,00', { max: 10_000 })).toEqual({ ok: true, centavos: 10_000 });
    expect(parseMoney('100,01', { max: 10_000 })).toEqual({ ok: false, error: MONEY_MESSAGES.tooLarge });
    expect(parseMoney('1000', { max: 10_000 })).toEqual({ ok: false, error: MONEY_MESSAGES.tooLarge });
    expect(MONEY_MESSAGES).toEqual({
      invalid: 'Valor inválido. Digite como R$ 1.234,56 (pontos nos milhares, vírgula nos centavos).',
      decimals: 'Use no máximo duas casas decimais (centavos).',
      negative: 'O valor não pode ser negativo.',
      tooLarge: 'Valor acima do máximo permitido (R$ 9.999.999.999.999,99).',
    });
  });

  it('accepts as centavos only integers from 0 to the limit', () => {
    expect(isValidCentavos(0)).toBe(true);
    expect(isValidCentavos(MONEY_MAX_CENTAVOS)).toBe(true);
    expect(isValidCentavos(MONEY_MAX_CENTAVOS + 1)).toBe(false);
    expect(isValidCentavos(-1)).toBe(false);
    expect(isValidCentavos(1.5)).toBe(false);
    expect(isValidCentavos('1')).toBe(false);
  });

  it('formats reais, centavos and counts, and nothing for no value', () => {
    expect(formatReais(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatReais(0.29)).toBe('R$\u00a00,29');
    expect(formatReaisCompact(1200)).toBe('R$\u00a01,2\u00a0mil');
    expect(formatCentavos(123_456)).toBe('R$\u00a01.234,56');
    expect(formatCentavos(MONEY_MAX_CENTAVOS)).toBe('R$\u00a09.999.999.999.999,99');
    expect(formatCentavos(null)).toBe('');
    expect(formatCentavos(undefined)).toBe('');
    expect(formatCentavos(Number.NaN)).toBe('');
    expect(formatCentavos(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatCount(12_345.6)).toBe('12.346');
  });

  it('writes exact decimals by integer arithmetic, never through a float', () => {
    expect(centavosToDecimal(0)).toBe('0.00');
    expect(centavosToDecimal(29)).toBe('0.29');
    expect(centavosToDecimal(-5)).toBe('-0.05');
    expect(centavosToDecimal(MONEY_MAX_CENTAVOS)).toBe('9999999999999.99');
    expect(centavosToReais(123_456)).toBe(1234.56);
    expect(centavosToDecimalComma(123_456_789)).toBe('1234567,89');
    expect(centavosToDecimalComma(-1_050)).toBe('-10,50');
  });

  it('rounds an amount that is not whole centavos one way everywhere: to the nearest, halves away from zero', () => {
    // The screen, the input, the CSV and the XLSX (and the server's PDFs, which use formatCentavos) agree.
    for (const [value, decimal] of [
      [12.5, '0.13'],
      [12.4, '0.12'],
      [12.9, '0.13'],
      [-12.5, '-0.13'],
      [-0.2, '0.00'],
    ] as const) {
      expect(centavosToDecimal(value)).toBe(decimal);
      expect(centavosToDecimalComma(value)).toBe(decimal.replace('.', ','));
      expect(formatMoneyInput(value)).toBe(decimal.replace('.', ','));
      expect(formatCentavos(value)).toBe(
        `${decimal.startsWith('-') ? '-' : ''}R$\u00a0${decimal.replace('-', '').replace('.', ',')}`,
      );
      expect(centavosToReais(value)).toBe(Number(decimal));
    }
  });
});
