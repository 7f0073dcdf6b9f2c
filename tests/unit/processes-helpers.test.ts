import { describe, expect, it } from 'vitest';
import { cnjCheckDigits, formatCnj, INVALID_CNJ_MESSAGE, isValidCnj } from '../../src/contract/cnj';
import { parseProcessSearch } from '../../src/features/processes/process-search';
import { resolveMediaSource, viewerKind } from '../../src/lib/media-source';
import { stripPartName } from '../../src/contract/party-name';
import { formatProcessDate, OPEN_END_DATE_LABEL, UNKNOWN_DATE_LABEL } from '../../src/lib/special-dates';
import { readListState, toListQuery, writeListState } from '../../src/features/processes/process-list-params';
import { nextSubmissionKey } from '../../src/lib/submission-key';

/** Independent oracle with BigInt: DD = 98 − (N·AAAA·J·TR·OOOO·00 mod 97). */
function oracle(n: string, year: string, j: string, tr: string, origin: string): string {
  return String(98n - (BigInt(`${n}${year}${j}${tr}${origin}00`) % 97n)).padStart(2, '0');
}

describe('CNJ numbers', () => {
  const cases = [
    ['0000001', '2024', '8', '26', '0100'],
    ['1234567', '2019', '5', '02', '0001'],
    ['9999999', '2001', '4', '03', '6100'],
    ['0710802', '2018', '8', '07', '0001'],
  ] as const;

  it.each(cases)('computes check digits like the ISO 7064 mod 97 formula (%s)', (n, year, j, tr, origin) => {
    expect(cnjCheckDigits({ sequence: n, year, justice: j, court: tr, origin })).toBe(oracle(n, year, j, tr, origin));
  });

  it('accepts valid numbers formatted or as digits and rejects a wrong check digit', () => {
    const dd = oracle('0000001', '2024', '8', '26', '0100');
    const formatted = `0000001-${dd}.2024.8.26.0100`;
    expect(isValidCnj(formatted)).toBe(true);
    expect(isValidCnj(formatted.replace(/\D/g, ''))).toBe(true);
    const wrong = `0000001-${dd === '00' ? '01' : '00'}.2024.8.26.0100`;
    expect(isValidCnj(wrong)).toBe(false);
    expect(isValidCnj('123')).toBe(false);
    expect(isValidCnj('abc')).toBe(false);
  });

  it('formats 20 digits as NNNNNNN-DD.AAAA.J.TR.OOOO', () => {
    expect(formatCnj('00000012320248260100')).toBe('0000001-23.2024.8.26.0100');
    expect(formatCnj('123')).toBe('123');
  });

  it('classifies the search box: number prefix, exact number, party name or invalid', () => {
    const dd = oracle('0000001', '2024', '8', '26', '0100');
    expect(parseProcessSearch('')).toEqual({ kind: 'empty' });
    expect(parseProcessSearch('0000001-')).toEqual({ kind: 'number', value: '0000001' });
    expect(parseProcessSearch(`0000001-${dd}.2024.8.26.0100`)).toEqual({
      kind: 'number',
      value: `0000001${dd}20248260100`,
    });
    expect(parseProcessSearch('0000001-99.2024.8.26.0100')).toEqual(
      dd === '99' ? expect.anything() : { kind: 'invalid', message: INVALID_CNJ_MESSAGE },
    );
    expect(parseProcessSearch('123456789012345678901')).toEqual({ kind: 'invalid', message: INVALID_CNJ_MESSAGE });
    expect(parseProcessSearch('  Maria da Silva ')).toEqual({ kind: 'party', value: 'Maria da Silva' });
    expect(parseProcessSearch('M').kind).toBe('invalid');
  });
});

describe('part names', () => {
  it('strips non-alphanumeric characters, keeps accents, digits and single spaces', () => {
    expect(stripPartName("João  D'Ávila & Cia. Ltda. - ME")).toBe('João DÁvila Cia Ltda ME');
    expect(stripPartName('<script>alert(1)</script> Ção')).toBe('scriptalert1script Ção');
    expect(stripPartName('  Conceição   (espólio)  ')).toBe('Conceição espólio');
    expect(stripPartName(null)).toBe('');
    // Names the rule keeps as they are, and near misses that it changes (spacing, marks, other scripts).
    expect(stripPartName('Conceição Araújo 2ª Vara')).toBe('Conceição Araújo 2ª Vara');
    expect(stripPartName('Maria da Silva')).toBe('Maria da Silva');
    expect(stripPartName('Maria  da Silva')).toBe('Maria da Silva');
    expect(stripPartName(' Maria')).toBe('Maria');
    expect(stripPartName('Maria\tSilva')).toBe('Maria Silva');
    expect(stripPartName('Jose\u0301 Silva')).toBe('José Silva');
    expect(stripPartName('Ünal × Øster')).toBe('Ünal Øster');
    expect(stripPartName('Łukasz Ğ')).toBe('Łukasz Ğ');
  });
});

describe('special process dates', () => {
  it('never shows year 0001 or 9999 as a date', () => {
    expect(formatProcessDate('0001-01-01')).toBe(UNKNOWN_DATE_LABEL);
    expect(formatProcessDate('0001-01-01T00:00:00Z', true)).toBe(UNKNOWN_DATE_LABEL);
    expect(formatProcessDate('9999-12-31')).toBe(OPEN_END_DATE_LABEL);
    expect(formatProcessDate(null)).toBe(UNKNOWN_DATE_LABEL);
    expect(UNKNOWN_DATE_LABEL).toBe('Data não informada');
    expect(OPEN_END_DATE_LABEL).toBe('Em aberto');
  });

  it('formats ordinary dates as DD/MM/YYYY without shifting a day', () => {
    expect(formatProcessDate('2024-03-05')).toBe('05/03/2024');
    expect(formatProcessDate('2026-10-20T12:00:00-03:00', true)).toMatch(/^20\/10\/2026 \d{2}:\d{2}$/);
  });
});

describe('process list URL state', () => {
  it('round-trips through the query string and drops defaults', () => {
    const state = readListState(
      new URLSearchParams('busca=Maria&uf=sp&situacao=archived&pagina=3&ordem=number&sigilo=sim'),
    );
    expect(state).toMatchObject({
      busca: 'Maria',
      uf: 'SP',
      situacao: 'archived',
      pagina: 3,
      ordem: 'number',
      sigilo: 'sim',
    });
    expect(writeListState(state).toString()).toBe(
      'busca=Maria&uf=SP&situacao=archived&sigilo=sim&ordem=number&pagina=3',
    );
    expect(writeListState(readListState(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores garbage and sends 0-based pages to the API', () => {
    const state = readListState(new URLSearchParams('uf=São&situacao=x&pagina=-4&ordem=drop'));
    expect(state).toMatchObject({ uf: '', situacao: '', pagina: 1, ordem: 'updatedAt' });
    const built = toListQuery({ ...state, pagina: 2, busca: 'Maria' });
    expect(built.query).toMatchObject({ page: 1, party: 'Maria', sort: 'updatedAt' });
  });

  it('stops an invalid CNJ before it reaches the API', () => {
    expect(toListQuery({ ...readListState(new URLSearchParams()), busca: '1234567-00.2024.8.26.01000' })).toEqual({
      query: null,
      searchError: INVALID_CNJ_MESSAGE,
    });
  });
});

describe('player and viewer sources', () => {
  it('refuses anything but http(s)', () => {
    expect(resolveMediaSource('javascript:alert(1)')).toEqual({ kind: 'invalid' });
    expect(resolveMediaSource('data:video/mp4;base64,AAAA')).toEqual({ kind: 'invalid' });
    expect(resolveMediaSource('/relative.mp4')).toEqual({ kind: 'invalid' });
  });

  it('embeds YouTube and Vimeo over https and plays files natively', () => {
    expect(resolveMediaSource('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toEqual({
      kind: 'embed',
      provider: 'YouTube',
      src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    });
    expect(resolveMediaSource('https://youtu.be/aqz-KE-bpKQ')).toMatchObject({ kind: 'embed', provider: 'YouTube' });
    expect(resolveMediaSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(resolveMediaSource('https://example.com/a/flower.mp4')).toEqual({
      kind: 'video',
      src: 'https://example.com/a/flower.mp4',
    });
    expect(resolveMediaSource('https://example.com/audio.mp3')).toEqual({
      kind: 'audio',
      src: 'https://example.com/audio.mp3',
    });
  });

  it('shows PDFs and images inline, other types as downloads', () => {
    expect(viewerKind('application/pdf', 'https://x.test/a')).toBe('pdf');
    expect(viewerKind('image/png', 'https://x.test/a')).toBe('image');
    expect(viewerKind('application/msword', 'https://x.test/a.doc')).toBe('download');
    expect(viewerKind(null, 'https://x.test/a.PDF')).toBe('pdf');
    expect(viewerKind(null, 'https://x.test/a.zip')).toBe('download');
  });
});

describe('idempotency key per submission', () => {
  it('is kept for a retry of the same content and renewed when the content changes', () => {
    const first = nextSubmissionKey(null, 'a');
    expect(nextSubmissionKey(first, 'a')).toBe(first);
    const second = nextSubmissionKey(first, 'b');
    expect(second.key).not.toBe(first.key);
    expect(second.key).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
