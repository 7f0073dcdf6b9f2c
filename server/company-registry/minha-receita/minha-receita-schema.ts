import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * The answer of Minha Receita's `GET /{cnpj}` (and BrasilAPI's `GET /api/cnpj/v1/{cnpj}`, which proxies it), written
 * from its documented example (docs/como-usar.md, CNPJ 33.683.111/0002-80) and data dictionary. Field names are the
 * service's, copied exactly. Only the fields the mapping reads are listed; extra fields are allowed (a new field breaks
 * nothing); a renamed, missing or retyped one fails the fixture test (tests/server/company-registry) and is a warning
 * at run time.
 */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = Nullable(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }));

export const MinhaReceitaPartnerSchema = Type.Object({
  /** 1 PJ, 2 PF, 3 estrangeiro. */
  identificador_de_socio: Type.Integer(),
  nome_socio: Type.String(),
  /** A CNPJ (14), a masked CPF (`***456789**`), or empty for a foreign partner. */
  cnpj_cpf_do_socio: Nullable(Type.String()),
  codigo_qualificacao_socio: Type.Integer(),
  qualificacao_socio: Nullable(Type.String()),
  data_entrada_sociedade: Day,
  codigo_pais: Nullable(Type.Integer()),
  pais: Nullable(Type.String()),
  cpf_representante_legal: Nullable(Type.String()),
  nome_representante_legal: Nullable(Type.String()),
  codigo_qualificacao_representante_legal: Nullable(Type.Integer()),
  qualificacao_representante_legal: Nullable(Type.String()),
});

export const MinhaReceitaCompanySchema = Type.Object({
  cnpj: Type.String({ pattern: '^[0-9A-Z]{12}[0-9]{2}$' }),
  identificador_matriz_filial: Type.Integer(),
  razao_social: Type.String(),
  nome_fantasia: Nullable(Type.String()),
  situacao_cadastral: Type.Integer(),
  descricao_situacao_cadastral: Nullable(Type.String()),
  data_situacao_cadastral: Day,
  motivo_situacao_cadastral: Nullable(Type.Integer()),
  descricao_motivo_situacao_cadastral: Nullable(Type.String()),
  data_inicio_atividade: Day,
  cnae_fiscal: Nullable(Type.Integer()),
  cnae_fiscal_descricao: Nullable(Type.String()),
  cnaes_secundarios: Nullable(Type.Array(Type.Object({ codigo: Type.Integer(), descricao: Nullable(Type.String()) }))),
  codigo_natureza_juridica: Nullable(Type.Integer()),
  natureza_juridica: Nullable(Type.String()),
  /** In reais (a JSON number, cents after the point). */
  capital_social: Nullable(Type.Number()),
  codigo_porte: Nullable(Type.Integer()),
  porte: Nullable(Type.String()),
  descricao_tipo_de_logradouro: Nullable(Type.String()),
  logradouro: Nullable(Type.String()),
  numero: Nullable(Type.String()),
  complemento: Nullable(Type.String()),
  bairro: Nullable(Type.String()),
  cep: Nullable(Type.String()),
  uf: Nullable(Type.String()),
  municipio: Nullable(Type.String()),
  ddd_telefone_1: Nullable(Type.String()),
  ddd_telefone_2: Nullable(Type.String()),
  ddd_fax: Nullable(Type.String()),
  email: Type.Optional(Nullable(Type.String())),
  qsa: Nullable(Type.Array(MinhaReceitaPartnerSchema)),
});
export type MinhaReceitaCompany = Static<typeof MinhaReceitaCompanySchema>;
export type MinhaReceitaPartner = Static<typeof MinhaReceitaPartnerSchema>;

/** `GET /?cnpf=…` (beta): a page of companies (as `GET /{cnpj}` answers each); no cursor on the last page. */
export const MinhaReceitaSearchSchema = Type.Object({
  data: Type.Array(MinhaReceitaCompanySchema),
  cursor: Type.Optional(Nullable(Type.String())),
});
export type MinhaReceitaSearch = Static<typeof MinhaReceitaSearchSchema>;

/** `GET /updated`: `{"message": "2026-10-12 é a data de extração dos dados pela Receita Federal."}`. */
export const MinhaReceitaUpdatedSchema = Type.Object({ message: Type.String() });

/** Where a body departs from a schema ("/qsa/0/nome_socio: must be string"), one line per place. */
export function schemaDrift(schema: TSchema, body: unknown): string[] {
  if (Value.Check(schema, body)) return [];
  const lines = new Map<string, string>();
  for (const error of Value.Errors(schema, body)) {
    if (error.keyword === 'anyOf') continue;
    const path = error.instancePath || '/';
    if (!lines.has(path)) lines.set(path, `${path}: ${error.message}`);
  }
  return [...lines.values()];
}
