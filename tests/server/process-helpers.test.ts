import { describe, expect, it } from 'vitest';
import { formatDateBr, todayInBrazil } from '../../server/domain/calendar.ts';
import { parseCnjQuery } from '../../server/domain/cnj-query.ts';
import {
  cnjFromParts as formatCnj,
  formatCnj as formatCnjDigits,
  isValidCnj as cnjDigitsAreValid,
} from '../../src/contract/cnj.ts';
import { answerLabel, normaliseAnswer, type FieldDefinition } from '../../server/domain/custom-field-values.ts';
import { detectFileType } from '../../server/domain/file-types.ts';
import { requireAnswer, requireCnjQuery } from '../../server/http/rule-errors.ts';
import { safeFileName } from '../../server/files/read-upload-form.ts';
import { createFileLinks } from '../../server/files/file-links.ts';
import { minimalPdf, minimalPng } from '../../server/seed/sample-files.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';

describe('CNJ queries', () => {
  const valid = formatCnj({ sequence: '0001234', year: '2024', justice: '8', court: '26', origin: '0100' });
  const digits = valid.replace(/\D/g, '');

  it('accepts formatted and digit-only numbers, and prefixes', () => {
    expect(cnjDigitsAreValid(digits)).toBe(true);
    expect(formatCnjDigits(digits)).toBe(valid);
    expect(parseCnjQuery(valid)).toEqual({ query: { digits, exact: true } });
    expect(requireCnjQuery(` ${digits} `)).toEqual({ digits, exact: true });
    expect(requireCnjQuery('0001234-')).toEqual({ digits: '0001234', exact: false });
    expect(requireCnjQuery('')).toBeNull();
    expect(requireCnjQuery(undefined)).toBeNull();
  });

  it('rejects wrong check digits, letters and too many digits', () => {
    const wrong = `${digits.slice(0, 7)}${digits[7] === '9' ? '0' : '9'}${digits.slice(8)}`;
    expect(parseCnjQuery(wrong)).toEqual({ problem: 'checkDigits' });
    expect(parseCnjQuery('12a')).toEqual({ problem: 'format' });
    expect(() => requireCnjQuery(wrong)).toThrow('dígitos verificadores');
    expect(() => requireCnjQuery('12a')).toThrow('Número CNJ inválido');
    expect(() => requireCnjQuery('1'.repeat(21))).toThrow('Número CNJ inválido');
  });
});

describe('file types by content', () => {
  it('recognises the allowed formats and nothing else', () => {
    expect(detectFileType(minimalPdf('x'))).toBe('application/pdf');
    expect(detectFileType(minimalPng(2, 2, [0, 0, 0]))).toBe('image/png');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(detectFileType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(detectFileType(Buffer.concat([ole, Buffer.alloc(100), Buffer.from('WordDocument', 'utf16le')]))).toBe(
      'application/msword',
    );
    expect(detectFileType(Buffer.concat([ole, Buffer.alloc(100), Buffer.from('Workbook', 'utf16le')]))).toBe(
      'application/vnd.ms-excel',
    );
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    expect(
      detectFileType(Buffer.concat([zip, Buffer.alloc(26), Buffer.from('[Content_Types].xml word/document.xml')])),
    ).toMatch(/wordprocessingml/);
    expect(
      detectFileType(Buffer.concat([zip, Buffer.alloc(26), Buffer.from('[Content_Types].xml xl/workbook.xml')])),
    ).toMatch(/spreadsheetml/);
    expect(
      detectFileType(
        Buffer.concat([zip, Buffer.alloc(26), Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text')]),
      ),
    ).toBe('application/vnd.oasis.opendocument.text');
    expect(detectFileType(Buffer.concat([zip, Buffer.alloc(26), Buffer.from('just a zip')]))).toBeNull();
    expect(detectFileType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(detectFileType(Buffer.from('<svg onload=alert(1)>'))).toBeNull();
  });

  it('names files safely with the detected extension', () => {
    expect(safeFileName('C:\\fakepath\\peticao.pdf', 'application/pdf')).toBe('peticao.pdf');
    expect(safeFileName('virus.exe', 'application/pdf')).toBe('virus.exe.pdf');
    expect(safeFileName('"a"<b>.png', 'image/png')).toBe('ab.png');
    expect(safeFileName(undefined, 'image/jpeg')).toBe('arquivo.jpg');
  });
});

describe('signed file links', () => {
  it('verify their own signature until they expire', () => {
    const links = createFileLinks('secret', 60);
    const now = Date.UTC(2026, 0, 1, 10, 30);
    const url = new URL(links.urlFor(7, now), 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    expect(links.verify(7, expires, signature, now)).toBe(true);
    expect(links.verify(8, expires, signature, now)).toBe(false);
    expect(links.verify(7, expires, signature, expires * 1000 + 1)).toBe(false);
    expect(createFileLinks('other').verify(7, expires, signature, now)).toBe(false);
  });
});

describe('custom-field values and calendar helpers', () => {
  const field = (type: FieldDefinition['type'], required = false): FieldDefinition => ({
    id: 1,
    label: 'Campo',
    type,
    required,
    options: [{ value: 'A', label: 'Opção A' }],
  });

  it('normalises and labels each type', () => {
    expect(normaliseAnswer(field('NUMBER'), '12,5')).toEqual({ value: 12.5 });
    expect(normaliseAnswer(field('TEXT', true), '')).toEqual({ problem: 'required' });
    expect(requireAnswer(field('MONEY'), '150')).toBe(150);
    expect(requireAnswer(field('TEXT'), '  oi ')).toBe('oi');
    expect(requireAnswer(field('TEXT'), '')).toBeNull();
    expect(() => requireAnswer(field('TEXT', true), '')).toThrow('Campo: campo obrigatório.');
    expect(() => requireAnswer(field('NUMBER'), true)).toThrow('informe um número');
    // Money is whole centavos from 0 to MONEY_MAX_CENTAVOS; a NUMBER labelled as a percentage is 0 to 100 (issue 14).
    expect(requireAnswer(field('MONEY'), 999_999_999_999_999)).toBe(999_999_999_999_999);
    expect(() => requireAnswer(field('MONEY'), 999_999_999_999_999 + 1)).toThrow('de 0 a 999.999.999.999.999');
    const percent = { ...field('NUMBER'), label: 'Êxito %' };
    expect(requireAnswer(percent, '99,5')).toBe(99.5);
    expect(requireAnswer(percent, 0)).toBe(0);
    expect(() => requireAnswer(percent, 100.01)).toThrow('Êxito %: informe uma porcentagem de 0 a 100.');
    expect(requireAnswer(field('NUMBER'), 250)).toBe(250);
    expect(answerLabel(field('SELECT'), 'A')).toBe('Opção A');
    expect(answerLabel(field('BOOLEAN'), false)).toBe('Não');
    expect(answerLabel(field('MONEY'), 123456789)).toBe('R$\u00a01.234.567,89');
  });

  it('knows real days, Brazilian today and pt-BR formats', () => {
    expect(isRealCalendarDay('2024-02-29')).toBe(true);
    expect(isRealCalendarDay('2023-02-29')).toBe(false);
    expect(isRealCalendarDay('0001-01-01')).toBe(false);
    expect(todayInBrazil(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
    expect(formatDateBr('2026-10-31')).toBe('31/10/2026');
  });
});
