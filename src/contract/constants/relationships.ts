/**
 * Constants of the partner and business-relationship graph (QSA/KYC, docs/product.md#relationships), shared by the
 * API (server/relationships) and the PWA. Typebox-free; the schemas are in ../relationships.ts.
 */
import { NO_DATE_YEAR, OPEN_END_YEAR } from '../dates.ts';

/**
 * "Qualificação do sócio / responsável" — the Receita Federal's table (Tabela de Qualificação do Responsável e
 * do Sócio, open CNPJ data). Code → official name. `type` groups them for the relationshipType of a QSA relation.
 */
export const QUALIFICATION_TYPES = [
  'SOCIO',
  'ADMINISTRADOR',
  'BENEFICIARIO_FINAL',
  'REPRESENTANTE',
  'TITULAR',
] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

export const QUALIFICATION_TYPE_LABELS: Record<QualificationType, string> = {
  SOCIO: 'Sócio',
  ADMINISTRADOR: 'Administrador',
  BENEFICIARIO_FINAL: 'Beneficiário final',
  REPRESENTANTE: 'Representante',
  TITULAR: 'Titular',
};

export interface Qualification {
  code: number;
  name: string;
  type: QualificationType;
}

export const QSA_QUALIFICATIONS: readonly Qualification[] = [
  { code: 5, name: 'Administrador', type: 'ADMINISTRADOR' },
  { code: 8, name: 'Conselheiro de Administração', type: 'ADMINISTRADOR' },
  { code: 9, name: 'Curador', type: 'REPRESENTANTE' },
  { code: 10, name: 'Diretor', type: 'ADMINISTRADOR' },
  { code: 11, name: 'Interventor', type: 'ADMINISTRADOR' },
  { code: 12, name: 'Inventariante', type: 'REPRESENTANTE' },
  { code: 13, name: 'Liquidante', type: 'ADMINISTRADOR' },
  { code: 14, name: 'Mãe', type: 'REPRESENTANTE' },
  { code: 15, name: 'Pai', type: 'REPRESENTANTE' },
  { code: 16, name: 'Presidente', type: 'ADMINISTRADOR' },
  { code: 17, name: 'Procurador', type: 'REPRESENTANTE' },
  { code: 18, name: 'Secretário', type: 'ADMINISTRADOR' },
  { code: 19, name: 'Síndico (Condomínio)', type: 'ADMINISTRADOR' },
  { code: 20, name: 'Sociedade Consorciada', type: 'SOCIO' },
  { code: 21, name: 'Sociedade Filiada', type: 'SOCIO' },
  { code: 22, name: 'Sócio', type: 'SOCIO' },
  { code: 23, name: 'Sócio Capitalista', type: 'SOCIO' },
  { code: 24, name: 'Sócio Comanditado', type: 'SOCIO' },
  { code: 25, name: 'Sócio Comanditário', type: 'SOCIO' },
  { code: 26, name: 'Sócio de Indústria', type: 'SOCIO' },
  { code: 28, name: 'Sócio-Gerente', type: 'SOCIO' },
  { code: 29, name: 'Sócio Incapaz ou Relat.Incapaz (exceto menor)', type: 'SOCIO' },
  { code: 30, name: 'Sócio Menor (Assistido/Representado)', type: 'SOCIO' },
  { code: 31, name: 'Sócio Ostensivo', type: 'SOCIO' },
  { code: 37, name: 'Sócio Pessoa Jurídica Domiciliado no Exterior', type: 'SOCIO' },
  { code: 38, name: 'Sócio Pessoa Física Residente no Exterior', type: 'SOCIO' },
  { code: 47, name: 'Sócio Pessoa Física Residente no Brasil', type: 'SOCIO' },
  { code: 48, name: 'Sócio Pessoa Jurídica Domiciliado no Brasil', type: 'SOCIO' },
  { code: 49, name: 'Sócio-Administrador', type: 'SOCIO' },
  { code: 50, name: 'Empresário', type: 'TITULAR' },
  { code: 52, name: 'Sócio com Capital', type: 'SOCIO' },
  { code: 53, name: 'Sócio sem Capital', type: 'SOCIO' },
  { code: 54, name: 'Fundador', type: 'SOCIO' },
  { code: 55, name: 'Sócio Comanditado Residente no Exterior', type: 'SOCIO' },
  { code: 56, name: 'Sócio Comanditário Pessoa Física Residente no Exterior', type: 'SOCIO' },
  { code: 57, name: 'Sócio Comanditário Pessoa Jurídica Domiciliado no Exterior', type: 'SOCIO' },
  { code: 63, name: 'Cotas em Tesouraria', type: 'SOCIO' },
  { code: 65, name: 'Titular Pessoa Física Residente ou Domiciliado no Brasil', type: 'TITULAR' },
  { code: 66, name: 'Titular Pessoa Física Residente ou Domiciliado no Exterior', type: 'TITULAR' },
  { code: 67, name: 'Titular Pessoa Física Incapaz ou Relativamente Incapaz (exceto menor)', type: 'TITULAR' },
  { code: 68, name: 'Titular Pessoa Física Menor (Assistido/Representado)', type: 'TITULAR' },
  { code: 69, name: 'Beneficiário Final', type: 'BENEFICIARIO_FINAL' },
  { code: 70, name: 'Administrador Residente ou Domiciliado no Exterior', type: 'ADMINISTRADOR' },
  { code: 71, name: 'Conselheiro de Administração Residente ou Domiciliado no Exterior', type: 'ADMINISTRADOR' },
  { code: 72, name: 'Diretor Residente ou Domiciliado no Exterior', type: 'ADMINISTRADOR' },
  { code: 73, name: 'Presidente Residente ou Domiciliado no Exterior', type: 'ADMINISTRADOR' },
  { code: 74, name: 'Sócio-Administrador Residente ou Domiciliado no Exterior', type: 'SOCIO' },
  { code: 75, name: 'Fundador Residente ou Domiciliado no Exterior', type: 'SOCIO' },
  { code: 78, name: 'Titular Pessoa Jurídica Domiciliada no Brasil', type: 'TITULAR' },
  { code: 79, name: 'Titular Pessoa Jurídica Domiciliada no Exterior', type: 'TITULAR' },
];

const BY_CODE = new Map(QSA_QUALIFICATIONS.map((q) => [q.code, q]));
/** The qualification of a code; undefined for a code outside the table. */
export const qualificationOf = (code: number): Qualification | undefined => BY_CODE.get(code);

/** Risk entry kinds, spelled as the provider spells them, and the chips the screens show. */
export const RISK_KINDS = [
  'Protesto',
  'IsCurrentlyPresentOnSource',
  'PEPOccurence',
  'wasPreviouslySanctioned',
] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

export const RISK_KIND_LABELS: Record<RiskKind, { chip: string; title: string }> = {
  Protesto: { chip: 'Protesto', title: 'Protesto em cartório' },
  PEPOccurence: { chip: 'PEP', title: 'Pessoa politicamente exposta' },
  wasPreviouslySanctioned: { chip: 'Sanção', title: 'Sanção anterior' },
  IsCurrentlyPresentOnSource: { chip: 'Na fonte', title: 'Presente hoje em cadastro de sanções' },
};

/** Sanction lists a sanction comes from (source of wasPreviouslySanctioned and IsCurrentlyPresentOnSource). */
export const SANCTION_SOURCES = ['CEIS', 'CNEP', 'CEPIM', 'CEAF', 'OFAC', 'UN'] as const;

/** What an analyst decides on a hit (docs/watchlists.md#decisions-on-hits). */
export const RISK_DECISIONS = ['CONFIRMED', 'DISMISSED'] as const;
export type SanctionSource = (typeof SANCTION_SOURCES)[number];

export const SANCTION_SOURCE_LABELS: Record<SanctionSource, string> = {
  CEIS: 'Cadastro Nacional de Empresas Inidôneas e Suspensas (CEIS)',
  CNEP: 'Cadastro Nacional de Empresas Punidas (CNEP)',
  CEPIM: 'Cadastro de Entidades Privadas Sem Fins Lucrativos Impedidas (CEPIM)',
  CEAF: 'Cadastro de Expulsões da Administração Federal (CEAF)',
  OFAC: 'Lista SDN do OFAC (Tesouro dos EUA)',
  UN: 'Lista consolidada de sanções do Conselho de Segurança da ONU',
};

/** The official lists a flag may rest on (WATCHLISTS=official): the sanction lists and the CGU's PEP list. */
export const WATCHLIST_NAMES = [...SANCTION_SOURCES, 'PEP'] as const;
export type WatchlistName = (typeof WATCHLIST_NAMES)[number];

/**
 * How an entity was matched to a list's record: the full CPF/CNPJ; a masked CPF's 6 visible digits with the same
 * name (or a close one: fewer points); a person's name alone (OFAC/UN people have no Brazilian document). Names alone
 * never match a company.
 */
export const MATCH_BASES = ['DOCUMENT', 'CPF_DIGITS_AND_NAME', 'CPF_DIGITS_AND_SIMILAR_NAME', 'NAME_ONLY'] as const;
export type MatchBasis = (typeof MATCH_BASES)[number];

export const MATCH_BASIS_LABELS: Record<MatchBasis, string> = {
  DOCUMENT: 'Documento completo idêntico',
  CPF_DIGITS_AND_NAME: 'Dígitos visíveis do CPF e nome idênticos',
  CPF_DIGITS_AND_SIMILAR_NAME: 'Dígitos visíveis do CPF e nome semelhante — confirmar',
  NAME_ONLY: 'Somente o nome coincide (possível homônimo) — confirmar',
};

/** Where the other kinds come from (the evidence sheet shows it). */
export const PROTEST_SOURCE_LABEL = 'CENPROT — Central Nacional de Protesto';
export const PEP_SOURCE_LABEL = 'Portal da Transparência — Pessoas Expostas Politicamente';

/** A PEP stays exposed this many years after leaving the position (Resolução COAF nº 40/2021). */
export const PEP_GRACE_YEARS = 5;

/**
 * Organizations that receive protest risks. The API removes every Protesto entry from the answers of
 * any other organization (not only hidden on screen).
 */
export const PROTEST_ORGANIZATION_IDS: readonly number[] = [590, 371, 554, 812, 809, 813, 987];
export const receivesProtests = (organizationId: number): boolean => PROTEST_ORGANIZATION_IDS.includes(organizationId);

/**
 * Start and end dates of a QSA relation: year 0001 = the source has no start date, year 9999 = still open.
 * Never shown as dates (brazilDayLabel in ../dates.ts answers kind 'none' / 'open-end'); the screens say these.
 */
export const RELATION_NO_START_DATE = `000${NO_DATE_YEAR}-01-01`;
export const RELATION_OPEN_END_DATE = `${OPEN_END_YEAR}-12-31`;
export const NO_START_DATE_LABEL = 'Início não informado';
export const OPEN_END_LABEL = 'Em aberto';

/**
 * Partner CPFs as the Receita's open data masks them: the 3rd to 9th digits kept, `***.456.789-**`. A known CPF
 * (the source has it in full) is shown formatted.
 */
export const MASKED_CPF_PATTERN = '^\\*\\*\\*\\.\\d{3}\\.\\d{3}-\\*\\*$';
export const maskCpf = (cpf: string): string => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
export const isMaskedCpf = (text: string): boolean => new RegExp(MASKED_CPF_PATTERN).test(text);

/** A node with more children than this collapses them into one "+N" node until asked. */
export const COLLAPSE_THRESHOLD = 20;

/** Levels the analysis fetches around the document when it runs (1 = its QSA, 2 = the QSA of partner companies). */
export const RELATIONSHIP_ANALYSIS_DEPTH = 2;

/**
 * The plan a relationship analysis consumes: one unit of the holder's AnalisePremium plan per analysis (the KYC
 * lookup is a premium service of the same paid provider). Expanding nodes and retrying failed lookups of the
 * analysis consume nothing more.
 */
export const RELATIONSHIP_PLAN_TYPE = 'AnalisePremium' as const;

/** Screen texts the API also uses (failed lookups). */
export const RELATIONSHIP_LOOKUP_FAILED = 'Não foi possível consultar os riscos desta entidade.';
export const RELATIONSHIP_RETRY_LABEL = 'Tentar novamente';

/** The graph's files the PWA makes on the device; each export is reported for the audit trail. */
export const GRAPH_EXPORT_FORMATS = ['CSV', 'PDF'] as const;
