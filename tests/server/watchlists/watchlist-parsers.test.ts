import { describe, expect, it } from 'vitest';
import { readCguZip } from '../../../server/watchlists/parse/cgu-zip.ts';
import { readOfacSdn } from '../../../server/watchlists/parse/ofac-sdn.ts';
import { SemicolonCsvReader } from '../../../server/watchlists/parse/semicolon-csv.ts';
import { readUnConsolidated } from '../../../server/watchlists/parse/un-consolidated.ts';
import { normalizeName, readDocument } from '../../../server/watchlists/normalize.ts';
import { newReport, WATCHLIST_MESSAGES, WatchlistFileError } from '../../../server/watchlists/watchlist-entry.ts';
import { cguZip, collect, fixtureBytes, inPieces } from './watchlist-fixtures.ts';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('the ;-separated CSV reader', () => {
  it('reads quoted fields with ; "" and line breaks, CRLF or LF, whatever the pieces', () => {
    const text = 'a;"b;c";"say ""hi"""\r\n1;"two\nlines";3\n\n4;5;6';
    for (const size of [1, 2, 5, 1000]) {
      const reader = new SemicolonCsvReader();
      const records = [];
      for (let at = 0; at < text.length; at += size) records.push(...reader.push(text.slice(at, at + size)));
      records.push(...reader.end());
      expect(records).toEqual([
        { line: 1, fields: ['a', 'b;c', 'say "hi"'] },
        { line: 2, fields: ['1', 'two\nlines', '3'] },
        { line: 5, fields: ['4', '5', '6'] },
      ]);
    }
  });

  it('refuses a file whose quoted field never closes (truncated)', () => {
    const reader = new SemicolonCsvReader();
    reader.push('a;"b\n1;2');
    expect(() => reader.end()).toThrow(WATCHLIST_MESSAGES.unclosedQuote);
  });
});

describe('names and documents as the lists write them', () => {
  it('normalises accents, case, punctuation and spaces', () => {
    expect(normalizeName("José  da   Conceição D'Ávila")).toBe('JOSE DA CONCEICAO D AVILA');
  });

  it('reads full documents, both masked CPF forms, and refuses garbage', () => {
    expect(readDocument('27.451.893/0001-48')).toEqual({ kind: 'CNPJ', document: '27451893000148' });
    expect(readDocument('***204736**')).toEqual({ kind: 'MASKED_CPF', visible: '204736' });
    expect(readDocument('***.204.736-**')).toEqual({ kind: 'MASKED_CPF', visible: '204736' });
    expect(readDocument('12.ABC.345/0001-88')).toEqual({ kind: 'CNPJ', document: '12ABC345000188' });
    expect(readDocument('')).toEqual({ kind: 'NONE' });
    expect(readDocument('12-34')).toBeNull();
  });
});

describe('CGU zipped CSV files', () => {
  it('reads the CEIS (latin-1, CRLF) in small pieces: entries, masked CPFs, publication date, malformed rows counted', async () => {
    const report = newReport();
    const entries = await collect(readCguZip('CEIS', inPieces(cguZip('CEIS'), 61), report));
    expect(entries.map((entry) => entry.recordId)).toEqual(['318204', '316136', '290117', '316140']);
    expect(report).toMatchObject({ rows: 4, skipped: 2, publishedOn: '2026-11-26' });
    expect(report.examples).toEqual([
      { at: 6, reason: WATCHLIST_MESSAGES.wrongColumnCount(24, 7) },
      { at: 7, reason: WATCHLIST_MESSAGES.badDate('DATA INÍCIO SANÇÃO', '31/02/2025') },
    ]);
    const [company, marcos] = entries;
    expect(company).toMatchObject({
      list: 'CEIS',
      kind: 'COMPANY',
      document: '27451893000148',
      maskedDigits: null,
      name: 'DUARTE CAMPOS PARTICIPAÇÕES LTDA',
      sanctioningBody: 'PREFEITURA MUNICIPAL DE CAMPINAS (SP)',
      type: 'Impedimento/proibição de contratar com prazo determinado',
      startDate: '2025-05-15',
      endDate: '2027-05-14',
      legalBasis: 'Lei nº 14.133/2021, art. 156, III',
    });
    expect(marcos).toMatchObject({
      kind: 'PERSON',
      document: null,
      maskedDigits: '204736',
      name: 'MARCOS VINÍCIUS TAVARES',
      nameNormalized: 'MARCOS VINICIUS TAVARES',
      endDate: null,
    });
    expect(marcos?.raw['OBSERVAÇÕES']).toBe('Fraude em licitação; nota com "aspas" e ponto; e vírgula');
  });

  it('reads the other layouts: CNEP, CEPIM, CEAF and the PEP with its grace period', async () => {
    const cnep = await collect(readCguZip('CNEP', [cguZip('CNEP')]));
    expect(cnep[0]).toMatchObject({ document: '77888999000181', type: 'Multa - Lei Anticorrupção' });
    expect(cnep[0]?.raw['VALOR DA MULTA']).toBe('1.250.000,00');
    const cepim = await collect(readCguZip('CEPIM', [cguZip('CEPIM')]));
    expect(cepim[0]).toMatchObject({ kind: 'COMPANY', document: '44555666000181', recordId: '44555666000181-871234' });
    const ceaf = await collect(readCguZip('CEAF', [cguZip('CEAF')]));
    expect(ceaf[0]).toMatchObject({ maskedDigits: '345678', type: 'Demissão', startDate: '2021-03-05' });
    const report = newReport();
    const pep = await collect(readCguZip('PEP', [cguZip('PEP')], report));
    expect(report.publishedOn).toBe('2026-10-01');
    expect(pep[0]).toMatchObject({
      maskedDigits: '204736',
      type: 'SEC-MUN — SECRETÁRIO MUNICIPAL',
      sanctioningBody: 'PREFEITURA MUNICIPAL DE CAMPINAS',
      endDate: '2020-12-31',
      graceEndDate: '2025-12-31',
    });
    expect(pep[1]).toMatchObject({ endDate: null, graceEndDate: null });
  });

  it('refuses a truncated zip, a zip without a CSV, and a header whose columns changed', async () => {
    const zip = cguZip('CEIS');
    const truncated = zip.subarray(0, Math.floor(zip.length * 0.6));
    await expect(collect(readCguZip('CEIS', [truncated]))).rejects.toThrow(WatchlistFileError);
    await expect(collect(readCguZip('CEIS', [truncated]))).rejects.toThrow(WATCHLIST_MESSAGES.truncatedZip);
    const { zipSync } = await import('fflate');
    await expect(collect(readCguZip('CEIS', [zipSync({ 'leia-me.txt': latin1('x') })]))).rejects.toThrow(
      WATCHLIST_MESSAGES.noCsvInZip,
    );
    const renamed = latin1('"CADASTRO";"CODIGO";"NOME DO SANCIONADO"\r\n"CEIS";"1";"X"\r\n');
    await expect(collect(readCguZip('CEIS', [cguZip('CEIS', renamed)]))).rejects.toThrow(
      /Colunas esperadas ausentes.*CÓDIGO DA SANÇÃO/,
    );
    await expect(collect(readCguZip('CEIS', [latin1('not a zip at all')]))).rejects.toThrow(WatchlistFileError);
  });
});

describe('OFAC SDN and UN consolidated XML', () => {
  it('reads the SDN entries, their aliases and Brazilian ids; counts the entry without uid and the unknown element', async () => {
    const report = newReport();
    const entries = await collect(readOfacSdn(inPieces(fixtureBytes('ofac/sdn.xml'), 50), report));
    expect(report).toMatchObject({ rows: 2, skipped: 2, publishedOn: '2026-11-25' });
    expect(report.examples.map((example) => example.reason).sort()).toEqual(
      [WATCHLIST_MESSAGES.missingField('uid'), WATCHLIST_MESSAGES.unexpectedElement('unexpectedBlock')].sort(),
    );
    expect(entries[0]).toMatchObject({
      list: 'OFAC',
      recordId: '90001',
      kind: 'COMPANY',
      document: '11222333000181',
      aliases: ['EXEMPLO TRADING'],
      type: 'SDN — SDGT',
      sourceLink: 'https://sanctionssearch.ofac.treas.gov/Details.aspx?id=90001',
    });
    expect(entries[1]).toMatchObject({ kind: 'PERSON', name: 'Joana EXEMPLAR', nameNormalized: 'JOANA EXEMPLAR' });
  });

  it('reads the UN individuals and entities, its date, and skips the bad record and the unknown section', async () => {
    const report = newReport();
    const entries = await collect(readUnConsolidated(inPieces(fixtureBytes('un/consolidated.xml'), 33), report));
    expect(report).toMatchObject({ rows: 2, skipped: 2, publishedOn: '2026-11-24' });
    expect(entries.map((entry) => [entry.recordId, entry.kind, entry.nameNormalized])).toEqual([
      ['6908001', 'PERSON', 'EXAMPLE PERSON ONE'],
      ['6908100', 'COMPANY', 'EXAMPLE FRONT COMPANY'],
    ]);
    expect(entries[0]).toMatchObject({ startDate: '2011-03-15', legalBasis: 'Referência ONU QDi.999' });
  });

  it('refuses an unexpected root and a truncated file', async () => {
    const sdn = fixtureBytes('ofac/sdn.xml');
    await expect(collect(readUnConsolidated([sdn]))).rejects.toThrow(
      WATCHLIST_MESSAGES.unexpectedRoot('sdnList', 'CONSOLIDATED_LIST'),
    );
    await expect(collect(readOfacSdn([sdn.subarray(0, sdn.length - 40)]))).rejects.toThrow(/XML inválido ou truncado/);
  });
});
