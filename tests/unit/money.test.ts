import { describe, expect, it } from 'vitest';
import {
  formatCentavos,
  formatMoneyInput,
  MONEY_MAX_CENTAVOS,
  MONEY_MESSAGES,
  parseMoney,
} from '../../src/contract/money';

const centavos = (text: string, allowNegative = false) => {
  const parsed = parseMoney(text, { allowNegative });
  return parsed.ok ? parsed.centavos : parsed.error;
};

describe('parseMoney: what a Brazilian types', () => {
  it('reads thousands dots and the decimal comma (the R$ 1,23 bug: "1.234.567,89" is R$ 1.234.567,89)', () => {
    expect(centavos('1.234.567,89')).toBe(123_456_789);
    expect(centavos('1.234')).toBe(123_400);
    expect(centavos('1234,5')).toBe(123_450);
    expect(centavos('0,29')).toBe(29);
    expect(centavos('12,')).toBe(1_200);
    expect(centavos('007,10')).toBe(710);
  });

  it('reads what is pasted: the R$ prefix, no-break spaces, a lone decimal point', () => {
    expect(centavos('R$ 1.234,56')).toBe(123_456);
    expect(centavos('R$\u00a01.234,56')).toBe(123_456);
    expect(centavos('  r$1.000.000,00  ')).toBe(100_000_000);
    expect(centavos('1 234,56')).toBe(123_456);
    expect(centavos('1234.56')).toBe(123_456);
    expect(centavos(formatCentavos(98_765_432_10))).toBe(98_765_432_10);
  });

  it('treats empty as no value', () => {
    expect(parseMoney('')).toEqual({ ok: true, centavos: null });
    expect(parseMoney('  R$ ')).toEqual({ ok: true, centavos: null });
  });

  it('refuses negatives unless allowed, and never turns them positive', () => {
    expect(centavos('-1.234,56')).toBe(MONEY_MESSAGES.negative);
    expect(centavos('-R$ 10,00')).toBe(MONEY_MESSAGES.negative);
    expect(centavos('R$ -10,00')).toBe(MONEY_MESSAGES.negative);
    expect(centavos('\u221210,00')).toBe(MONEY_MESSAGES.negative);
    expect(centavos('-1.234,56', true)).toBe(-123_456);
    expect(centavos('-0,00')).toBe(0);
  });

  it('refuses values out of range', () => {
    expect(centavos('9.999.999.999.999,99')).toBe(MONEY_MAX_CENTAVOS);
    expect(centavos('10.000.000.000.000,00')).toBe(MONEY_MESSAGES.tooLarge);
    expect(centavos('1'.repeat(40))).toBe(MONEY_MESSAGES.tooLarge);
    expect(parseMoney('100,01', { max: 10_000 })).toEqual({ ok: false, error: MONEY_MESSAGES.tooLarge });
  });

  it('refuses garbage with a Portuguese message', () => {
    for (const text of [
      'abc',
      '1,2,3',
      '1.23.456',
      '12.34,56',
      '1,234.56',
      '1e5',
      ',50',
      '-',
      'R$ 10 reais',
      '0x10',
      'NaN',
      'Infinity',
    ]) {
      expect(centavos(text), text).toBe(MONEY_MESSAGES.invalid);
    }
    expect(centavos('1,234')).toBe(MONEY_MESSAGES.decimals);
  });
});

describe('money formatting from integer centavos', () => {
  it('writes the input text and the display text without floats', () => {
    expect(formatMoneyInput(123_456_789)).toBe('1.234.567,89');
    expect(formatMoneyInput(5)).toBe('0,05');
    expect(formatMoneyInput(-100)).toBe('-1,00');
    expect(formatCentavos(MONEY_MAX_CENTAVOS)).toBe('R$\u00a09.999.999.999.999,99');
    expect(formatCentavos(-123_456)).toBe('-R$\u00a01.234,56');
  });

  it('round-trips every centavo value it writes', () => {
    for (const value of [0, 1, 29, 99, 100, 101, 123_456, 1_000_000_00, 999_999_999_999_999]) {
      expect(parseMoney(formatMoneyInput(value))).toEqual({ ok: true, centavos: value });
    }
  });
});
