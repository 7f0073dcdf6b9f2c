import { Type, type Static } from 'typebox';
import { PARTNER_TYPES, REGISTRY_SOURCES } from './constants/company-registry.ts';
import { IsoDate, Nullable } from './schema-helpers.ts';

/**
 * A company's record in the Receita Federal's CNPJ register (docs/company-registry.md): what the relationship graph
 * shows in a company's detail. Codes are the Receita's; names are the Receita's tables' (as the provider gives them).
 * Dates are 'YYYY-MM-DD' or null when the register has none. Money in centavos.
 */
export const RegistryCode = Type.Object({ code: Type.String(), name: Type.String() });
export type RegistryCode = Static<typeof RegistryCode>;

/** One row of the QSA as the register publishes it: a PF partner's CPF is masked (`***.456.789-**`). */
export const RegistryPartner = Type.Object({
  type: Type.Enum(PARTNER_TYPES),
  name: Type.String(),
  /** CNPJ formatted, CPF masked as published, '' when the register has none (a foreign partner). */
  document: Type.String(),
  qualificationCode: Type.Integer(),
  qualificationName: Type.String(),
  enteredOn: Nullable(IsoDate),
  country: Nullable(Type.String()),
  representative: Nullable(
    Type.Object({
      name: Type.String(),
      document: Type.String(),
      qualificationCode: Type.Integer(),
      qualificationName: Type.String(),
    }),
  ),
});
export type RegistryPartner = Static<typeof RegistryPartner>;

/** The company itself (what each company node of a graph carries; its partners are the graph's QSA relations). */
export const CompanyRegistryDetails = Type.Object({
  source: Type.Enum(REGISTRY_SOURCES),
  /** When the Receita extracted the data (the provider's /updated); null when the provider does not say. */
  dataDate: Nullable(IsoDate),
  cnpj: Type.String({ description: 'Normalized: 14 characters, the first 12 may be letters' }),
  headOffice: Type.Boolean({ description: 'Matriz (true) or filial' }),
  legalName: Type.String({ description: 'Razão social' }),
  tradeName: Type.String({ description: "Nome fantasia ('' when none)" }),
  status: Type.Object({
    code: Type.Integer(),
    name: Type.String({ description: 'ATIVA, BAIXADA, INAPTA, SUSPENSA, NULA' }),
    since: Nullable(IsoDate),
    reasonCode: Type.Integer(),
    reason: Type.String(),
  }),
  openedOn: Nullable(IsoDate),
  mainActivity: Nullable(RegistryCode),
  secondaryActivities: Type.Array(RegistryCode),
  legalNature: Nullable(RegistryCode),
  shareCapital: Type.Integer({ minimum: 0, description: 'Capital social, centavos' }),
  size: Nullable(RegistryCode),
  address: Type.Object({
    street: Type.String(),
    number: Type.String(),
    complement: Type.String(),
    district: Type.String(),
    city: Type.String(),
    uf: Type.String(),
    cep: Type.String(),
  }),
  phones: Type.Array(Type.String()),
  email: Nullable(Type.String()),
});
export type CompanyRegistryDetails = Static<typeof CompanyRegistryDetails>;

/** The whole record: the company and its QSA as the register publishes it. */
export type CompanyRegistryRecord = CompanyRegistryDetails & { partners: RegistryPartner[] };
