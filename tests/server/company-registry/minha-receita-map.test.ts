import { describe, expect, it } from 'vitest';
import {
  cnaeCode,
  mapCompany,
  maskedCpfOf,
  phoneOf,
  updatedDate,
} from '../../../server/company-registry/minha-receita/minha-receita-map.ts';
import type { MinhaReceitaCompany } from '../../../server/company-registry/minha-receita/minha-receita-schema.ts';
import { loadFixture } from './minha-receita-recordings.ts';

const body = (name: string): MinhaReceitaCompany =>
  loadFixture(name).recordings.find((r) => r.response.status === 200)!.response.body as MinhaReceitaCompany;

describe('Minha Receita → registry record (pure mapping)', () => {
  it('the documented example: status with date and reason, CNAEs named, nature, capital in centavos, size, address', () => {
    const record = mapCompany(body('documented-example'), '2026-10-12');
    expect(record).toMatchObject({
      source: 'MINHA_RECEITA',
      dataDate: '2026-10-12',
      cnpj: '33683111000280',
      headOffice: false,
      legalName: 'SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)',
      tradeName: 'REGIONAL BRASILIA-DF',
      status: { code: 2, name: 'ATIVA', since: '2004-05-22', reasonCode: 0, reason: 'SEM MOTIVO' },
      openedOn: '1967-06-30',
      mainActivity: { code: '6204-0/00', name: 'Consultoria em tecnologia da informação' },
      legalNature: { code: '201-1', name: 'Empresa Pública' },
      shareCapital: 106_100_480_000,
      size: { code: '5', name: 'DEMAIS' },
      address: {
        street: 'AVENIDA L2 SGAN',
        number: '601',
        complement: 'MODULO G',
        district: 'ASA NORTE',
        city: 'BRASILIA',
        uf: 'DF',
        cep: '70836900',
      },
      phones: [],
      email: null,
    });
    expect(record.secondaryActivities[0]).toEqual({
      code: '6201-5/01',
      name: 'Desenvolvimento de programas de computador sob encomenda',
    });
    expect(record.partners).toHaveLength(4);
    // The masked CPF as published, shown with the graph's punctuation; "no representative" (***000000**) is null.
    expect(record.partners[0]).toEqual({
      type: 'PF',
      name: 'ALBERTO DIAS MOREIRA',
      document: '***.111.222-**',
      qualificationCode: 10,
      qualificationName: 'Diretor',
      enteredOn: '2016-06-16',
      country: null,
      representative: null,
    });
  });

  it('every partner type: a company (alphanumeric CNPJ), a minor with a representative, a foreigner without document', () => {
    const record = mapCompany(body('holding-with-partners'), null);
    expect(record.dataDate).toBeNull();
    expect(record.headOffice).toBe(true);
    expect(record.shareCapital).toBe(250_000_050);
    expect(record.secondaryActivities).toEqual([]);
    expect(record.phones).toEqual(['(11) 3333-4444']);
    expect(record.email).toBe('juridico@aurora.exemplo.com.br');
    const [company, person, minor, foreign] = record.partners;
    expect(company).toMatchObject({ type: 'PJ', document: '12.ABC.345/000D-35', qualificationCode: 22 });
    expect(person).toMatchObject({ type: 'PF', document: '***.111.222-**', qualificationName: 'Sócio-Administrador' });
    expect(minor).toMatchObject({
      type: 'PF',
      enteredOn: null,
      representative: {
        name: 'ALBERTO DIAS MOREIRA',
        document: '***.111.222-**',
        qualificationCode: 49,
        qualificationName: 'Sócio-Administrador',
      },
    });
    expect(foreign).toMatchObject({ type: 'ESTRANGEIRO', document: '', country: 'ESTADOS UNIDOS' });
  });

  it('an alphanumeric CNPJ is kept as is (letters upper-case)', () => {
    expect(mapCompany(body('alphanumeric-cnpj'), null).cnpj).toBe('12ABC345000D35');
  });

  it('small readers: CNAE code, masked CPF, phone, /updated message', () => {
    expect(cnaeCode(111301)).toBe('0111-3/01');
    expect(maskedCpfOf('***456789**')).toBe('***.456.789-**');
    expect(maskedCpfOf('***.456.789-**')).toBe('***.456.789-**');
    expect(maskedCpfOf('12345678909')).toBeNull();
    expect(phoneOf('11987654321')).toBe('(11) 98765-4321');
    expect(phoneOf('')).toBeNull();
    expect(updatedDate('2026-10-12 é a data de extração dos dados pela Receita Federal.')).toBe('2026-10-12');
    expect(updatedDate('Dados de 12/10/2026')).toBe('2026-10-12');
    expect(updatedDate('sem data')).toBeNull();
  });
});
