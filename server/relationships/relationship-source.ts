import type { EntityId, EntityKind } from '../../src/contract/relationships.ts';
import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import type { CompanyRegistryDetails } from '../../src/contract/company-registry.ts';
import type { PartnerType } from '../../src/contract/constants/company-registry.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * The paid KYC/QSA provider, behind one interface: seeded-relationship-source.ts plays it for the demo and the
 * tests; an adapter to the real provider implements the same calls. Every answer is the provider's full data
 * (protests included): what an organization may see is decided by the API (relationship-view.ts).
 */
export interface SourceEntity {
  id: EntityId;
  kind: EntityKind;
  name: string;
  /** Formatted CNPJ/CPF, or the masked CPF of the Receita's open data. */
  documentNumber: string;
  documentType: 'CPF' | 'CNPJ';
  masked: boolean;
  /** Rows of its QSA (companies) and companies where it is a partner. */
  qsaCount: number;
  relationsCount: number;
  /** A company's record in the Receita's register (source COMPANY_DATA), with the data's date; absent for people. */
  registry?: CompanyRegistryDetails | null;
}

/** One row of a company's QSA. */
export interface SourceQsaRow {
  qsaId: number;
  companyId: EntityId;
  partnerId: EntityId;
  qualificationCode: number;
  /** 'YYYY-MM-DD'; '0001-01-01' = not informed, '9999-12-31' = open. */
  startDate: string;
  endDate: string;
  /** As the register publishes the row (absent when the source has no register: older stored graphs). */
  partnerType?: PartnerType;
  country?: string | null;
  legalRepresentative?: { name: string; document: string; qualificationCode: number; qualificationName: string } | null;
}

/**
 * The source's data could not be read (the company register answered 429, an HTML page, nothing): a 503 with the
 * register's Portuguese message when it reaches a request; an analysis ends in ERROR with it (retry free of charge).
 */
export class SourceUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, message);
    this.name = 'SourceUnavailableError';
  }
}

/** The provider did not answer (error or timeout): the caller logs a warning and marks the entity. */
export class ProviderLookupError extends Error {
  constructor(
    readonly entityId: string,
    readonly reason: 'error' | 'timeout',
  ) {
    super(
      reason === 'timeout' ? `provider timed out looking up ${entityId}` : `provider failed looking up ${entityId}`,
    );
    this.name = 'ProviderLookupError';
  }
}

export interface RelationshipSource {
  /** Which company data this source stands on (demo when absent); decides whether protests were looked up. */
  readonly companyData?: 'demo' | 'minhareceita';
  /**
   * The entity a CPF/CNPJ (normalized) names, or null when the provider does not know it. name: the looked-up
   * document's name, for a source that cannot name a person itself (the register publishes no CPF).
   */
  resolve(documentNumber: string, name?: string): Promise<EntityId | null>;
  /** Who an entity is (no risks); null for an id the provider does not know. */
  describe(id: EntityId): Promise<SourceEntity | null>;
  /** The company's QSA (people: []). */
  qsa(companyId: EntityId): Promise<SourceQsaRow[]>;
  /** The rows where the entity is a partner (the companies it is tied to). */
  parents(id: EntityId): Promise<SourceQsaRow[]>;
  /**
   * The KYC lookup of one entity: its risk entries ([] when clean). attempt counts from 1 for this analysis.
   * Throws ProviderLookupError when the provider fails or times out.
   */
  risks(id: EntityId, attempt: number): Promise<RiskEntry[]>;
}
