import { describe, expect, it } from 'vitest';
import {
  MinhaReceitaCompanySchema,
  MinhaReceitaUpdatedSchema,
  schemaDrift,
} from '../../../server/company-registry/minha-receita/minha-receita-schema.ts';
import { FIXTURE_NAMES, loadFixture } from './minha-receita-recordings.ts';

/** Every committed answer is checked against the schema the adapter is written from: drift fails here. */
describe('Minha Receita fixtures against the schema', () => {
  it('has one fixture per known quirk, each telling where it comes from', () => {
    expect(FIXTURE_NAMES.sort()).toEqual([
      'alphanumeric-cnpj',
      'documented-example',
      'holding-with-partners',
      'html-answer',
      'not-found-404',
      'partner-search-masked-cpf',
      'rate-limited-429',
      'updated',
    ]);
    for (const name of FIXTURE_NAMES) {
      const file = loadFixture(name);
      expect(file.source.length, name).toBeGreaterThan(10);
      expect(file.anonymisation, name).toMatch(/Anonymised/);
      expect(file.recordings.length, name).toBeGreaterThan(0);
    }
  });

  it('every company answer (GET /{cnpj} and each company of a search) fits the schema', () => {
    let companies = 0;
    for (const name of FIXTURE_NAMES) {
      for (const { request, response } of loadFixture(name).recordings) {
        if (response.status !== 200 || typeof response.body !== 'object') continue;
        if (request.path === '/updated') {
          expect(schemaDrift(MinhaReceitaUpdatedSchema, response.body), name).toEqual([]);
          continue;
        }
        const bodies = request.path === '/' ? (response.body as { data: unknown[] }).data : [response.body];
        for (const body of bodies) {
          expect(schemaDrift(MinhaReceitaCompanySchema, body), `${name} ${request.path}`).toEqual([]);
          companies++;
        }
      }
    }
    expect(companies).toBeGreaterThanOrEqual(6);
  });

  it('a renamed or retyped field is drift, named by its place', () => {
    const body = structuredClone(loadFixture('documented-example').recordings[0]!.response.body) as Record<
      string,
      unknown
    >;
    const qsa = body.qsa as Record<string, unknown>[];
    qsa[0]!.nome = qsa[0]!.nome_socio;
    delete qsa[0]!.nome_socio;
    body.capital_social = '1061004800,00';
    const drift = schemaDrift(MinhaReceitaCompanySchema, body);
    expect(drift.some((line) => line.startsWith('/qsa/0'))).toBe(true);
    expect(drift.some((line) => line.startsWith('/capital_social'))).toBe(true);
  });

  it('masked CPFs stay masked in every fixture (no full CPF of a person is committed)', () => {
    for (const name of FIXTURE_NAMES) {
      const text = JSON.stringify(loadFixture(name));
      for (const match of text.matchAll(/"(?:cnpj_cpf_do_socio|cpf_representante_legal)":"([^"]*)"/g)) {
        const value = match[1]!;
        expect(value === '' || /^\*{3}\d{6}\*{2}$/.test(value) || /^[0-9A-Z]{12}\d{2}$/.test(value), value).toBe(true);
      }
    }
  });
});
