import type { CompanyRegistryRecord, RegistryCode, RegistryPartner } from '../../../src/contract/company-registry.ts';
import type { PartnerType } from '../../../src/contract/constants/company-registry.ts';
import { formatDocumentNumber, normalizeDocument } from '../../../src/contract/brazil-document.ts';
import { qualificationOf } from '../../../src/contract/constants/relationships.ts';
import type { MinhaReceitaCompany, MinhaReceitaPartner } from './minha-receita-schema.ts';

/** Pure mapping of Minha Receita's answer to our record (no I/O): most adapter tests target this. */

const text = (value: string | null | undefined): string => (value ?? '').trim();
const day = (value: string | null | undefined): string | null =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/** 6204000 → '6204-0/00' (the CNAE's usual writing). */
export function cnaeCode(code: number): string {
  const digits = String(code).padStart(7, '0');
  return `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5)}`;
}

/** 2011 → '201-1' (the natureza jurídica's usual writing). */
export const legalNatureCode = (code: number): string => {
  const digits = String(code).padStart(4, '0');
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
};

/** `***220050**` (as published) → `***.220.050-**` (as the graph shows masked CPFs); null for anything else. */
export function maskedCpfOf(raw: string | null | undefined): string | null {
  const match = /^\*{3}\.?(\d{3})\.?(\d{3})-?\*{2}$/.exec(text(raw));
  return match ? `***.${match[1]}.${match[2]}-**` : null;
}

/** The 6 visible digits of a masked CPF, or null. */
export const visibleDigits = (masked: string): string | null =>
  /(\d{3})\.?(\d{3})/.exec(masked)?.slice(1).join('') ?? null;

const PARTNER_TYPE: Record<number, PartnerType> = { 1: 'PJ', 2: 'PF', 3: 'ESTRANGEIRO' };

export function partnerType(identifier: number): PartnerType {
  return PARTNER_TYPE[identifier] ?? 'PF';
}

const qualificationName = (code: number, given: string | null | undefined): string =>
  text(given) || qualificationOf(code)?.name || `Qualificação ${code}`;

/** A partner's document as shown: a CNPJ formatted, a masked CPF as published, '' when there is none. */
export function partnerDocument(
  row: Pick<MinhaReceitaPartner, 'identificador_de_socio' | 'cnpj_cpf_do_socio'>,
): string {
  const raw = text(row.cnpj_cpf_do_socio);
  if (row.identificador_de_socio === 1 && /^[0-9A-Z]{12}\d{2}$/.test(normalizeDocument(raw)))
    return formatDocumentNumber(normalizeDocument(raw));
  return maskedCpfOf(raw) ?? '';
}

/** The Receita writes "no legal representative" as `***000000**`, an empty name and code 0. */
function representativeOf(row: MinhaReceitaPartner): RegistryPartner['representative'] {
  const name = text(row.nome_representante_legal);
  const document = maskedCpfOf(row.cpf_representante_legal);
  if (!name && (!document || document === '***.000.000-**')) return null;
  const code = row.codigo_qualificacao_representante_legal ?? 0;
  return {
    name,
    document: document ?? '',
    qualificationCode: code,
    qualificationName: qualificationName(code, row.qualificacao_representante_legal),
  };
}

export function mapPartner(row: MinhaReceitaPartner): RegistryPartner {
  return {
    type: partnerType(row.identificador_de_socio),
    name: text(row.nome_socio),
    document: partnerDocument(row),
    qualificationCode: row.codigo_qualificacao_socio,
    qualificationName: qualificationName(row.codigo_qualificacao_socio, row.qualificacao_socio),
    enteredOn: day(row.data_entrada_sociedade),
    country: text(row.pais) || null,
    representative: representativeOf(row),
  };
}

/** '1133334444' → '(11) 3333-4444'; other shapes as given. */
export function phoneOf(raw: string | null | undefined): string | null {
  const digits = text(raw).replace(/\D/g, '');
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  return digits.length > 0 ? text(raw) : null;
}

const code = (
  value: number | null | undefined,
  name: string | null | undefined,
  format: (value: number) => string = String,
): RegistryCode | null =>
  value === null || value === undefined || value === 0 ? null : { code: format(value), name: text(name) };

export function mapCompany(body: MinhaReceitaCompany, dataDate: string | null): CompanyRegistryRecord {
  const street = [text(body.descricao_tipo_de_logradouro), text(body.logradouro)].filter(Boolean).join(' ');
  return {
    source: 'MINHA_RECEITA',
    dataDate,
    cnpj: normalizeDocument(body.cnpj),
    headOffice: body.identificador_matriz_filial === 1,
    legalName: text(body.razao_social),
    tradeName: text(body.nome_fantasia),
    status: {
      code: body.situacao_cadastral,
      name: text(body.descricao_situacao_cadastral),
      since: day(body.data_situacao_cadastral),
      reasonCode: body.motivo_situacao_cadastral ?? 0,
      reason: text(body.descricao_motivo_situacao_cadastral),
    },
    openedOn: day(body.data_inicio_atividade),
    mainActivity: code(body.cnae_fiscal, body.cnae_fiscal_descricao, cnaeCode),
    secondaryActivities: (body.cnaes_secundarios ?? [])
      // The register writes "no secondary activity" as one row with code 0.
      .filter((row) => row.codigo > 0)
      .map((row) => ({ code: cnaeCode(row.codigo), name: text(row.descricao) })),
    legalNature: code(body.codigo_natureza_juridica, body.natureza_juridica, legalNatureCode),
    shareCapital: Math.max(0, Math.round((body.capital_social ?? 0) * 100)),
    size: code(body.codigo_porte, body.porte),
    address: {
      street,
      number: text(body.numero),
      complement: text(body.complemento),
      district: text(body.bairro),
      city: text(body.municipio),
      uf: text(body.uf),
      cep: text(body.cep),
    },
    phones: [body.ddd_telefone_1, body.ddd_telefone_2, body.ddd_fax].flatMap((raw) => phoneOf(raw) ?? []),
    email: text(body.email).toLowerCase() || null,
    partners: (body.qsa ?? []).map(mapPartner),
  };
}

/** The date inside /updated's message ('2026-10-12 é a data…' or '12/10/2026 …'), or null. */
export function updatedDate(message: string): string | null {
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(message);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const br = /(\d{2})\/(\d{2})\/(\d{4})/.exec(message);
  return br ? `${br[3]}-${br[2]}-${br[1]}` : null;
}
