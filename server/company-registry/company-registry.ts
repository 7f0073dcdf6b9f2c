import type { CompanyRegistryRecord } from '../../src/contract/company-registry.ts';

/**
 * The company register (the Receita Federal's CNPJ open data), behind one interface: the demo world plays it by
 * default (demo-company-registry.ts); Minha Receita, or BrasilAPI's /cnpj/v1 which proxies it, is the real one
 * (minha-receita/). Chosen by COMPANY_DATA (company-registry-config.ts).
 */
export interface CompanyRegistry {
  readonly source: CompanyRegistryRecord['source'];
  /** The record of a CNPJ (normalized, alphanumeric allowed); null when the register has no such company. */
  company(cnpj: string): Promise<CompanyRegistryRecord | null>;
  /**
   * The companies whose QSA lists this partner document: a CNPJ (14) or a CPF masked as the Receita publishes it
   * (`***456789**`, which many people share: the caller tells them apart by name). null when the provider has no such
   * search (BrasilAPI): the graph then has no reverse edges, which is not the same as "none".
   */
  companiesOfPartner(document: string): Promise<CompanyRegistryRecord[] | null>;
  /** When the Receita extracted the data ('YYYY-MM-DD'); null when the provider does not say. */
  dataDate(): Promise<string | null>;
}

/** The register could not be read (HTTP error, garbage, timeout): the message is Portuguese, for the screen. */
export class RegistryError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}
