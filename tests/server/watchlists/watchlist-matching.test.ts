import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCpf } from '../../../src/contract/brazil-document.ts';
import { maskCpf } from '../../../src/contract/constants/relationships.ts';
import type { Db } from '../../../server/db/db.ts';
import type { SourceEntity } from '../../../server/relationships/relationship-source.ts';
import type { MatchCandidateRow } from '../../../server/repositories/watchlists.ts';
import { importListFile } from '../../../server/watchlists/import-list-file.ts';
import { flagEnded, pepGraceEnd, similarNames } from '../../../server/watchlists/match-entity.ts';
import { createOfficialRiskLookup } from '../../../server/watchlists/official-risk-lookup.ts';
import { createSeededDb } from '../helpers/seeded-db.ts';
import { cguZip, fixtureBytes } from './watchlist-fixtures.ts';

const FETCHED = new Date('2026-11-26T12:00:00Z');
const MARCOS_CPF = completeCpf('581204736');

const entity = (over: Partial<SourceEntity>): SourceEntity => ({
  id: 'X',
  kind: 'PERSON',
  name: 'Fulano',
  documentNumber: '',
  documentType: 'CPF',
  masked: false,
  qsaCount: 0,
  relationsCount: 0,
  ...over,
});

describe('matching entities against the imported lists', () => {
  let db: Db;
  let lookup: ReturnType<typeof createOfficialRiskLookup>;
  beforeAll(async () => {
    db = await createSeededDb(0);
    for (const list of ['CEIS', 'PEP', 'CEAF'] as const)
      await importListFile(db, list, {
        bytes: cguZip(list),
        sourceUrl: `https://exemplo.test/${list}`,
        fetchedAt: FETCHED,
      });
    await importListFile(db, 'OFAC', {
      bytes: fixtureBytes('ofac/sdn.xml'),
      sourceUrl: 'https://exemplo.test/sdn',
      fetchedAt: FETCHED,
    });
    lookup = createOfficialRiskLookup(db);
  });
  afterAll(async () => db.close());

  it('a company by its full CNPJ, with every piece of evidence', async () => {
    const risks = await lookup(
      entity({ kind: 'COMPANY', documentType: 'CNPJ', documentNumber: '27.451.893/0001-48', name: 'Outro nome' }),
      1,
    );
    expect(risks).toEqual([
      {
        kind: 'wasPreviouslySanctioned',
        id: 'CEIS:318204',
        source: 'CEIS',
        reason: 'Lei nº 14.133/2021, art. 156, III',
        sanctionType: 'Impedimento/proibição de contratar com prazo determinado',
        organ: 'PREFEITURA MUNICIPAL DE CAMPINAS (SP)',
        startDate: '2025-05-15',
        endDate: '2027-05-14',
        evidence: {
          list: 'CEIS',
          recordId: '318204',
          sanctioningBody: 'PREFEITURA MUNICIPAL DE CAMPINAS (SP)',
          type: 'Impedimento/proibição de contratar com prazo determinado',
          startDate: '2025-05-15',
          endDate: '2027-05-14',
          legalBasis: 'Lei nº 14.133/2021, art. 156, III',
          sourceLink: 'https://exemplo.test/CEIS',
          fetchedAt: FETCHED.toISOString(),
          publishedOn: '2026-11-26',
          listedName: 'DUARTE CAMPOS PARTICIPAÇÕES LTDA',
          match: { basis: 'DOCUMENT', confidence: 100 },
        },
      },
    ]);
  });

  it('names alone never match a company; a company named like a listed one is clean', async () => {
    const risks = await lookup(
      entity({
        kind: 'COMPANY',
        documentType: 'CNPJ',
        documentNumber: '11.111.111/0001-91',
        name: 'EXEMPLO TRADING S.A.',
      }),
      1,
    );
    expect(risks).toEqual([]);
  });

  it('a masked CPF by its visible digits plus the name (accents and case aside), never by the digits alone', async () => {
    const risks = await lookup(
      entity({ documentNumber: maskCpf(MARCOS_CPF), masked: true, name: 'Marcos Vinícius Tavares' }),
      1,
    );
    // The CEIS row of a homonym with the same visible digits (MARCOS TAVARES FILHO) is not his.
    expect(risks.map((risk) => [risk.id, risk.kind, risk.kind === 'Protesto' ? null : risk.evidence?.match])).toEqual([
      ['CEIS:316136', 'wasPreviouslySanctioned', { basis: 'CPF_DIGITS_AND_NAME', confidence: 90 }],
      [
        expect.stringMatching(/^PEP:204736\|MARCOS VINICIUS TAVARES/),
        'PEPOccurence',
        { basis: 'CPF_DIGITS_AND_NAME', confidence: 90 },
      ],
    ]);
    const other = await lookup(entity({ documentNumber: maskCpf(MARCOS_CPF), masked: true, name: 'Maria Souza' }), 1);
    expect(other).toEqual([]);
  });

  it('a full CPF finds the masked list rows by digits + name; a similar name scores lower', async () => {
    const full = await lookup(entity({ documentNumber: MARCOS_CPF, name: 'MARCOS VINICIUS TAVARES' }), 1);
    expect(full).toHaveLength(2);
    const similar = await lookup(entity({ documentNumber: MARCOS_CPF, name: 'Marcos Tavares' }), 1);
    expect(similar.map((risk) => (risk.kind === 'Protesto' ? null : risk.evidence?.match.confidence))).toEqual([
      70, 70,
    ]);
  });

  it('a person with no Brazilian document on OFAC by name only, at the lowest confidence', async () => {
    const risks = await lookup(entity({ documentNumber: '123.456.789-09', name: 'Joana Exemplar' }), 1);
    expect(risks).toMatchObject([{ source: 'OFAC', evidence: { match: { basis: 'NAME_ONLY', confidence: 40 } } }]);
  });

  it('an ended sanction and a PEP past its 5-year grace read as ended; a PEP in office does not', () => {
    const row = (over: Partial<MatchCandidateRow>) =>
      ({ list: 'CEIS', end_date: null, grace_end_date: null, ...over }) as MatchCandidateRow;
    expect(flagEnded(row({ end_date: '2024-03-09' }), '2026-11-26')).toBe(true);
    expect(flagEnded(row({ end_date: '2027-05-14' }), '2026-11-26')).toBe(false);
    expect(flagEnded(row({ end_date: null }), '2026-11-26')).toBe(false);
    expect(pepGraceEnd(row({ list: 'PEP', end_date: '2020-12-31' }))).toBe('2025-12-31');
    expect(flagEnded(row({ list: 'PEP', end_date: '2020-12-31' }), '2026-11-26')).toBe(true);
    expect(flagEnded(row({ list: 'PEP', end_date: '2022-12-31' }), '2026-11-26')).toBe(false);
    expect(flagEnded(row({ list: 'PEP' }), '2026-11-26')).toBe(false);
    expect(similarNames('MARCOS TAVARES', 'MARCOS VINICIUS TAVARES')).toBe(true);
    expect(similarNames('MARCOS TAVARES FILHO', 'MARCOS VINICIUS TAVARES')).toBe(false);
  });
});
