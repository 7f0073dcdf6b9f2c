import { describe, expect, it } from 'vitest';
import { floorTotal, notificationAriaLabel, notificationBadgeText } from '../../../src/lib/notification-count';
import { formatPercentage, percentageChange } from '../../../src/lib/percentage-change';
import { buildQueryString, dropEmptyParams, pageOffset, toApiPage } from '../../../src/lib/query-params';
import { INVALID_URL_MESSAGE, parseSafeHttpUrl } from '../../../src/lib/safe-url';

describe('the notification badge', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [98, '98'],
    [98.9, '98'],
    [99, '99+'],
    [100, '99+'],
    [null, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s → %j', (count, text) => expect(notificationBadgeText(count)).toBe(text));

  it('floors at 0 and drops fractions and non-numbers', () => {
    expect(floorTotal(undefined)).toBe(0);
    expect(floorTotal(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(floorTotal(2.7)).toBe(2);
    expect(floorTotal(-0.5)).toBe(0);
  });

  it('says the count to a screen reader', () => {
    expect(notificationAriaLabel(0)).toBe('Notificações: nenhuma nova');
    expect(notificationAriaLabel(null)).toBe('Notificações: nenhuma nova');
    expect(notificationAriaLabel(1)).toBe('Notificações: 1 nova');
    expect(notificationAriaLabel(2)).toBe('Notificações: 2 novas');
    expect(notificationAriaLabel(98)).toBe('Notificações: 98 novas');
    expect(notificationAriaLabel(99)).toBe('Notificações: mais de 99 novas');
  });
});

describe('percentage change', () => {
  it('is 100·(current/previous − 1), and 0 without a baseline or a value', () => {
    expect(percentageChange(150, 100)).toBe(50);
    expect(percentageChange(50, 200)).toBe(-75);
    expect(percentageChange(300, 100)).toBe(200);
    expect(percentageChange(0, 100)).toBe(0);
    expect(percentageChange(100, 0)).toBe(0);
    expect(percentageChange(Number.NaN, 100)).toBe(0);
    expect(percentageChange(100, Number.POSITIVE_INFINITY)).toBe(0);
    expect(percentageChange(Number.POSITIVE_INFINITY, 100)).toBe(0);
  });

  it('is written with its sign and one decimal', () => {
    expect(formatPercentage(12.54)).toBe('+12,5%');
    expect(formatPercentage(-3)).toBe('-3%');
    expect(formatPercentage(0)).toBe('0%');
    expect(formatPercentage(1234.56)).toBe('+1.234,6%');
  });
});

describe('query parameters', () => {
  it('drops empty, null, blank and NaN values and empty arrays', () => {
    expect(
      dropEmptyParams({
        a: 'x',
        b: '',
        c: '  ',
        d: null,
        e: undefined,
        f: Number.NaN,
        g: 0,
        h: false,
        i: [],
        j: ['', 1, true],
        k: [''],
      }),
    ).toEqual({ a: 'x', g: '0', h: 'false', j: ['1', 'true'] });
    expect(dropEmptyParams({ a: ' x ' })).toEqual({ a: ' x ' });
  });

  it('writes arrays as repeated keys, and nothing when nothing is left', () => {
    expect(buildQueryString({ q: 'Maria José', ids: [1, 2], empty: '' })).toBe('?q=Maria+Jos%C3%A9&ids=1&ids=2');
    expect(buildQueryString({ empty: '' })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({})).toBe('');
  });

  it('counts UI pages from 1 and API pages from 0', () => {
    expect(toApiPage(1)).toBe(0);
    expect(toApiPage(3)).toBe(2);
    expect(toApiPage(2.9)).toBe(1);
    expect(toApiPage(0)).toBe(0);
    expect(toApiPage(-4)).toBe(0);
    expect(toApiPage(Number.NaN)).toBe(0);
    expect(toApiPage(Number.POSITIVE_INFINITY)).toBe(0);
    expect(pageOffset(3)).toBe(20);
    expect(pageOffset(3, 25)).toBe(50);
    expect(pageOffset(1)).toBe(0);
  });
});

describe('safe viewer URLs', () => {
  it.each([
    ['https://exemplo.test/a b?x=1', 'https://exemplo.test/a%20b?x=1'],
    ['  http://exemplo.test  ', 'http://exemplo.test/'],
    ['HTTPS://EXEMPLO.TEST/x', 'https://exemplo.test/x'],
  ])('keeps %j as %j', (raw, url) => expect(parseSafeHttpUrl(raw)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'blob:https://exemplo.test/1',
    'ftp://exemplo.test/x',
    '/relative/path',
    'file:///etc/passwd',
    'http://',
    'https://exemplo.test/\u0000',
    'java\u0009script:alert(1)',
    'https://exemplo.test/\u001f',
    'https://exemplo.test/\u007f',
    '',
    '   ',
  ])('refuses %j', (raw) => expect(parseSafeHttpUrl(raw)).toBeNull());

  it('refuses nothing at all, and keeps the characters just past the control range', () => {
    expect(parseSafeHttpUrl(null)).toBeNull();
    expect(parseSafeHttpUrl(undefined)).toBeNull();
    expect(parseSafeHttpUrl('https://exemplo.test/ ~')).toBe('https://exemplo.test/%20~');
    expect(parseSafeHttpUrl('https://exemplo.test/\u0080')).toBe('https://exemplo.test/%C2%80');
    expect(INVALID_URL_MESSAGE).toBe('Endereço inválido: apenas links http(s) são permitidos.');
  });
});
