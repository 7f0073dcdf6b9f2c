/**
 * The company registry (Receita Federal's CNPJ open data, served by the demo world or by Minha Receita / BrasilAPI):
 * plain values shared by the API and the PWA (typebox-free). docs/company-registry.md.
 */
export const COMPANY_DATA_MODES = ['demo', 'minhareceita'] as const;
export type CompanyDataMode = (typeof COMPANY_DATA_MODES)[number];

/** Where a registry record came from, as the node detail names it. */
export const REGISTRY_SOURCES = ['DEMO', 'MINHA_RECEITA'] as const;
export type RegistrySource = (typeof REGISTRY_SOURCES)[number];
export const REGISTRY_SOURCE_LABELS: Record<RegistrySource, string> = {
  DEMO: 'Base de demonstração (dados fictícios)',
  MINHA_RECEITA: 'Receita Federal — dados abertos do CNPJ (via Minha Receita)',
};

/** Identificador de sócio of the Receita's partners file: 1 PJ, 2 PF, 3 estrangeiro. */
export const PARTNER_TYPES = ['PJ', 'PF', 'ESTRANGEIRO'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export const PARTNER_TYPE_LABELS: Record<PartnerType, string> = {
  PJ: 'Pessoa jurídica',
  PF: 'Pessoa física',
  ESTRANGEIRO: 'Estrangeiro',
};

/**
 * Whether the analysis had a protest source: the demo world has (invented) protests; with a real registry no protest
 * source is configured (protests are not open data), so "no protest" cannot be said.
 */
export const PROTEST_SOURCE_STATES = ['DEMO', 'NOT_CONFIGURED'] as const;
export type ProtestSourceState = (typeof PROTEST_SOURCE_STATES)[number];
export const PROTESTS_NOT_CONFIGURED = 'fonte de protestos não configurada';
/** The risks cell of an entity without flags when protests were not looked up (instead of "Nenhum"). */
export const NO_RISK_WITHOUT_PROTESTS = `Nenhum nas listas; ${PROTESTS_NOT_CONFIGURED}`;
export const PROTESTS_NOT_CONFIGURED_NOTE =
  'Protestos: fonte de protestos não configurada — esta análise usou o cadastro real da Receita Federal e não consultou protestos.';

/** The data's date (the registry's /updated) as the node detail says it. */
export const REGISTRY_DATE_UNKNOWN = 'Data da base não informada';
