import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brazilDay, brazilTime } from '../../src/contract/dates';
import { centavosToDecimal, formatCentavos, formatMoneyInput, MONEY_MAX_CENTAVOS } from '../../src/contract/money';
import { countLabel, formatCount } from '../../src/contract/plural';
import { decimalParts, groupThousands, signedTenths } from '../../src/contract/pt-br-number';
import { formatPercentage } from '../../src/lib/percentage-change';

/**
 * The formats of every first screen are written without Intl (pt-br-number.ts, dates.ts): the same text as Intl's,
 * checked here against Intl itself over the whole range each fast path covers.
 */
const COUNT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const PLAIN = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const LAST_DST_END = Date.UTC(2019, 1, 17, 2);
/** The last instant a Date holds (year 275760). */
const LAST_INSTANT = 8.64e15;
const RUNS = { numRuns: 3000 };

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('pt-BR digits', () => {
  it('groups thousands with a dot and refuses what is not a run of digits', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1.000');
    expect(groupThousands('1234567')).toBe('1.234.567');
    expect(groupThousands('')).toBeNull();
    expect(groupThousands('1e+21')).toBeNull();
    expect(decimalParts('-1234.56')).toEqual({ sign: '-', body: '1.234,56' });
    expect(decimalParts('1e+21.00')).toBeNull();
    expect(decimalParts('1234.567')).toBeNull();
    expect(decimalParts('1234.5')).toBeNull();
    expect(decimalParts('0.05')).toEqual({ sign: '', body: '0,05' });
  });

  it('writes counts as Intl does: integers, fractions, the edges and what falls back', () => {
    const edges = [
      0,
      -0,
      1,
      999,
      1000,
      0.5,
      1.5,
      2.5,
      999.5,
      12_345.6,
      -1,
      -0.4,
      -1234.5,
      2 ** 53,
      2 ** 53 + 2,
      2 ** 60,
    ];
    edges.push(Number('123456789012345678901'), 1e21 - 65_536, 1e21, 1.5e22);
    for (const value of [...edges, Number.MAX_SAFE_INTEGER, Number.NaN, Infinity, -Infinity])
      expect(formatCount(value), String(value)).toBe(COUNT.format(value));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.nat(),
          fc.maxSafeNat(),
          fc.double({ min: -1e16, max: 1e16, noNaN: true }),
          fc.double({ min: 0, max: 1e23, noNaN: true }),
        ),
        (value) => {
          expect(formatCount(value)).toBe(COUNT.format(value));
        },
      ),
      RUNS,
    );
    expect(countLabel(1234, 'processo', 'processos')).toBe('1.234 processos');
    expect(countLabel(1, 'processo', 'processos')).toBe('1 processo');
    expect(countLabel(-1, 'processo', 'processos')).toBe('-1 processo');
    expect(countLabel(0, 'processo', 'processos')).toBe('0 processos');
  });

  it('writes money as Intl does for every amount, whole or not, and beyond the maximum', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -MONEY_MAX_CENTAVOS, max: MONEY_MAX_CENTAVOS }),
          fc.integer({ min: -100_000, max: 100_000 }),
          fc.double({ min: -1e22, max: 1e22, noNaN: true, noDefaultInfinity: true }),
        ),
        (centavos) => {
          const decimal = centavosToDecimal(centavos);
          expect(formatCentavos(centavos)).toBe(BRL.format(decimal));
          expect(formatMoneyInput(centavos)).toBe(PLAIN.format(decimal));
        },
      ),
      RUNS,
    );
    // Amounts Number writes with an exponent go to Intl, which reads them as it always did.
    for (const centavos of [1e23, -1e23, 1.5e25])
      expect([formatCentavos(centavos), formatMoneyInput(centavos)]).toEqual([
        BRL.format(centavosToDecimal(centavos)),
        PLAIN.format(centavosToDecimal(centavos)),
      ]);
    expect(formatCentavos(123_456)).toBe('R$\u00a01.234,56');
    expect(formatCentavos(-5)).toBe('-R$\u00a00,05');
  });

  it('writes percentages as Intl does: rounded to a tenth, halves away from zero, signed except zero', () => {
    const edges = [0, -0, 0.04, -0.04, 0.05, -0.05, 0.15, 0.25, 1.45, 2.35, 12.25, 12.35, -12.35, 99.95, 999.95, 1e-7];
    edges.push(-1e-7, 1234.56, 123_456_789.95, 2 ** 53, 1e20, 1e21, 1.5e22, 5e-324);
    for (const value of [...edges, Number.NaN, Infinity, -Infinity])
      expect(formatPercentage(value), String(value)).toBe(`${PERCENT.format(value)}%`);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1000, max: 1000, noNaN: true }),
          fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100),
          fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 20),
          fc.double({ min: -1e22, max: 1e22, noNaN: true }),
        ),
        (value) => {
          expect(formatPercentage(value)).toBe(`${PERCENT.format(value)}%`);
        },
      ),
      RUNS,
    );
    expect(signedTenths(12.54)).toBe('+12,5');
    expect(signedTenths(-1234.56)).toBe('-1.234,6');
    expect(signedTenths(-0.04)).toBe('0');
    expect(signedTenths(1e21)).toBeNull();
    expect(signedTenths(Number.NaN)).toBeNull();
  });
});

describe("Brasília's day and time", () => {
  it('match the zone rules from the end of the last daylight saving time to the last instant a Date holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: LAST_DST_END, max: LAST_INSTANT }), (time) => {
        const instant = new Date(time);
        expect(brazilDay(instant)).toBe(DAY.format(instant));
        expect(brazilTime(instant)).toBe(TIME.format(instant));
      }),
      RUNS,
    );
  });

  it('keep daylight saving time before it, on both sides of its last end', () => {
    for (const text of [
      '2019-02-17T01:59:59.999Z',
      '2019-02-17T02:00:00Z',
      '2019-02-17T02:00:00.001Z',
      '2019-02-17T01:59:59Z',
      '2018-11-04T03:00:00Z',
      '1990-06-01T12:00:00Z',
    ])
      expect([brazilDay(text), brazilTime(text)], text).toEqual([
        DAY.format(new Date(text)),
        TIME.format(new Date(text)),
      ]);
    expect(brazilTime('2019-02-17T01:59:59.999Z')).toBe('23:59');
    expect(brazilTime('2019-02-17T02:00:00Z')).toBe('23:00');
    expect(brazilDay(new Date(LAST_INSTANT))).toBe('275760-09-12');
    expect(brazilTime('2018-11-04T03:00:00Z')).toBe('01:00');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: LAST_DST_END }), (time) => {
        const instant = new Date(time);
        expect(brazilDay(instant)).toBe(DAY.format(instant));
        expect(brazilTime(instant)).toBe(TIME.format(instant));
      }),
      { numRuns: 500 },
    );
  });
});

describe('a first screen builds no Intl object', () => {
  it('formats today’s dates, money, counts and percentages without constructing one (a first Intl object loads ICU)', async () => {
    vi.resetModules();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const money = await import('../../src/contract/money');
    const plural = await import('../../src/contract/plural');
    const day = await import('../../src/contract/dates');
    const format = await import('../../src/lib/format-date');
    const percentage = await import('../../src/lib/percentage-change');
    money.formatCentavos(12_345_678);
    money.formatMoneyInput(99);
    plural.countLabel(10_000, 'processo', 'processos');
    day.brazilDayLabel('2026-11-28T15:04:05-03:00');
    format.formatDateTime('2026-11-28T15:04:05Z');
    format.formatDate('2026-11-28');
    percentage.formatPercentage(-12.34);
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });
});
