import { normalizeDocument } from '../../../src/contract/brazil-document.ts';
import type { CompanyRegistryRecord } from '../../../src/contract/company-registry.ts';
import type { CompanyRegistry } from '../company-registry.ts';
import { badAnswer } from './minha-receita-errors.ts';
import { createMinhaReceitaHttp, type MinhaReceitaHttpOptions } from './minha-receita-http.ts';
import { mapCompany, updatedDate } from './minha-receita-map.ts';
import {
  MinhaReceitaCompanySchema,
  schemaDrift,
  type MinhaReceitaCompany,
  type MinhaReceitaSearch,
} from './minha-receita-schema.ts';

export interface MinhaReceitaRegistryOptions extends MinhaReceitaHttpOptions {
  /** Where a drifted answer is reported (it is still used when it can be read). */
  warn?: (details: Record<string, unknown>, message: string) => void;
}

/** The register's date changes once a month: asked again after an hour. */
const DATA_DATE_TTL_MS = 60 * 60_000;
/** A partner search reads whole companies (their QSA tells namesakes apart): 3 pages of 100 at most. */
const MAX_SEARCH_PAGES = 3;
const SEARCH_PAGE_SIZE = '100';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The real register: Minha Receita (a firm's own instance or minhareceita.org) or BrasilAPI's /cnpj/v1, which
 * proxies it with the same answer but without /updated and without the partner search (both then answer null).
 */
export function createMinhaReceitaRegistry(options: MinhaReceitaRegistryOptions): CompanyRegistry {
  const http = createMinhaReceitaHttp(options);
  let dated: { at: number; value: string | null } | null = null;
  let searchUnsupported = false;

  async function dataDate(): Promise<string | null> {
    if (dated && options.now() - dated.at < DATA_DATE_TTL_MS) return dated.value;
    const answer = await http.get('updated');
    const message = answer.status === 200 && isObject(answer.body) ? answer.body.message : null;
    const value = typeof message === 'string' ? updatedDate(message) : null;
    dated = { at: options.now(), value };
    return value;
  }

  return {
    source: 'MINHA_RECEITA',
    dataDate,
    async company(cnpj) {
      const answer = await http.get(normalizeDocument(cnpj));
      if (answer.status !== 200) return null;
      const body = answer.body;
      if (!isObject(body) || typeof body.cnpj !== 'string' || typeof body.razao_social !== 'string') throw badAnswer();
      const drift = schemaDrift(MinhaReceitaCompanySchema, body);
      if (drift.length > 0) options.warn?.({ cnpj, drift }, 'company registry answer departs from the schema');
      const date = await dataDate();
      try {
        return mapCompany(body as MinhaReceitaCompany, date);
      } catch {
        throw badAnswer();
      }
    },
    async companiesOfPartner(document) {
      if (searchUnsupported) return null;
      const found = new Map<string, CompanyRegistryRecord>();
      let cursor: string | null = null;
      for (let page = 0; page < MAX_SEARCH_PAGES; page++) {
        const params: Record<string, string> = { cnpf: document, limit: SEARCH_PAGE_SIZE };
        if (cursor) params.cursor = cursor;
        const answer = await http.get('', params);
        if (answer.status !== 200) {
          // BrasilAPI and older instances have no search: remembered, never mistaken for "no company".
          searchUnsupported = true;
          return null;
        }
        // Each company is read leniently below, like GET /{cnpj}; the envelope must be there.
        if (!isObject(answer.body) || !Array.isArray(answer.body.data)) throw badAnswer();
        const body = answer.body as MinhaReceitaSearch;
        const date = await dataDate();
        for (const row of body.data) {
          if (!isObject(row) || typeof row.razao_social !== 'string') throw badAnswer();
          try {
            const record = mapCompany(row as MinhaReceitaCompany, date);
            found.set(record.cnpj, record);
          } catch {
            throw badAnswer();
          }
        }
        cursor = body.cursor ?? null;
        if (!cursor) break;
      }
      return [...found.values()];
    },
  };
}
