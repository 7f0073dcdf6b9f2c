import { describe, expect, it } from 'vitest';
import { classifyDocumentNumber, formatDocumentNumber } from '../../src/contract/brazil-document';
import { formatDate, formatDateTime } from '../../src/lib/format-date';
import { floorTotal, notificationBadgeText } from '../../src/lib/notification-count';
import { percentageChange } from '../../src/lib/percentage-change';

describe('document classification (docs/product.md#document-numbers)', () => {
  it.each([
    ['123.456.789-09', 'CPF'],
    ['12345678909', 'CPF'],
    ['11.222.333/0001-81', 'CNPJ'],
    ['11222333000181', 'CNPJ'],
    ['1234567890', 'UNRECOGNIZED'],
    ['123456789012', 'UNRECOGNIZED'],
    ['', 'UNRECOGNIZED'],
    ['abc', 'UNRECOGNIZED'],
  ])('%s → %s', (input, kind) => {
    expect(classifyDocumentNumber(input)).toBe(kind);
  });

  it('formats by kind', () => {
    expect(formatDocumentNumber('12345678909')).toBe('123.456.789-09');
    expect(formatDocumentNumber('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('notification badge (docs/product.md#notification-badge)', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [98, '98'],
    [99, '99+'],
    [150, '99+'],
  ])('%i → %j', (count, text) => {
    expect(notificationBadgeText(count)).toBe(text);
  });

  it('floors the total at 0', () => {
    expect(floorTotal(-5)).toBe(0);
    expect(floorTotal(7)).toBe(7);
    expect(floorTotal(null)).toBe(0);
  });
});

describe('dates DD/MM/YYYY', () => {
  it('formats date-only strings without shifting a day', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });
  it('formats timestamps with hours', () => {
    expect(formatDateTime('2026-11-22T12:05:00Z')).toBe('22/11/2026 09:05');
  });
  it('never shows the year-0001 placeholder or the year-9999 open end as dates', () => {
    expect(formatDate('0001-01-01')).toBe('');
    expect(formatDate('9999-12-31')).toBe('Em aberto');
  });
  it('gives nothing for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('não é data')).toBe('');
  });
});

describe('percentage change (docs/product.md#percentage-change)', () => {
  it('is 100·(current/previous − 1)', () => {
    expect(percentageChange(150, 100)).toBeCloseTo(50);
    expect(percentageChange(50, 100)).toBeCloseTo(-50);
    expect(percentageChange(100, 100)).toBe(0);
  });
  it('is 0 when either side is 0', () => {
    expect(percentageChange(0, 100)).toBe(0);
    expect(percentageChange(100, 0)).toBe(0);
    expect(percentageChange(0, 0)).toBe(0);
  });
});
