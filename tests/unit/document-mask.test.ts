import { describe, expect, it } from 'vitest';
import { maskDocumentInput as maskDocument, normalizeDocument } from '../../src/contract/brazil-document';

const documentChars = (raw: string) => normalizeDocument(raw).slice(0, 14);

describe('CPF/CNPJ mask as typed', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123.4'],
    ['1234567', '123.456.7'],
    ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'],
    // a 12th digit turns the CPF shape into the CNPJ shape
    ['123456789012', '12.345.678/9012'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
  ])('digits %j → %j', (typed, masked) => {
    expect(maskDocument(typed)).toBe(masked);
  });

  it('accepts pasted punctuation and re-masks it', () => {
    expect(maskDocument(' 123.456.789-09 ')).toBe('123.456.789-09');
    expect(maskDocument('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(maskDocument('11 222 333 0001 81')).toBe('11.222.333/0001-81');
  });

  it('never grows past 14 characters', () => {
    expect(maskDocument('112223330001819999')).toBe('11.222.333/0001-81');
    expect(documentChars('112223330001819999')).toBe('11222333000181');
  });

  it('shapes the 2026 alphanumeric CNPJ as a CNPJ, upper-casing letters', () => {
    expect(maskDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskDocument('1a')).toBe('1A');
    expect(maskDocument('12A')).toBe('12.A');
    expect(documentChars('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('drops characters that can never be part of a document', () => {
    expect(maskDocument('<script>')).toBe('SC.RIP.T');
    expect(maskDocument('ç@!')).toBe('');
  });

  it('is stable: masking a masked value changes nothing', () => {
    for (const value of ['123.4', '123.456.789-09', '11.222.333/0001-81', '12.ABC.345/01DE-35']) {
      expect(maskDocument(maskDocument(value))).toBe(maskDocument(value));
    }
  });
});
