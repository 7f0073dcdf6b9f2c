import { classifyDocumentNumber, formatDocumentNumber, normalizeDocument } from '../../src/contract/brazil-document.ts';
import type { CompanyRegistryRecord, RegistryPartner } from '../../src/contract/company-registry.ts';
import { maskCpf, RELATION_NO_START_DATE, RELATION_OPEN_END_DATE } from '../../src/contract/constants/relationships.ts';
import type { EntityId } from '../../src/contract/relationships.ts';
import { RegistryError, type CompanyRegistry } from '../company-registry/company-registry.ts';
import { visibleDigits } from '../company-registry/minha-receita/minha-receita-map.ts';
import {
  SourceUnavailableError,
  type RelationshipSource,
  type SourceEntity,
  type SourceQsaRow,
} from './relationship-source.ts';
import type { RiskLookup } from './risk-lookup.ts';

/**
 * The relationship graph drawn from a company register (Minha Receita, or the demo world's) and a RiskLookup (the
 * watchlists): who is whom and who is a partner of what comes from the register's QSA; companies that are partners
 * expand into their own QSA; the other companies of a partner come from the register's search by partner document
 * (`cnpf`) where the provider has one. Risks come only from the RiskLookup: no protest source stands behind a real
 * register (protests are not open data), so no Protesto entry ever comes out of here.
 *
 * A person in the register is a name and a masked CPF (`***.456.789-**`): the id is 'M' + the 6 visible digits + 8
 * hex of a hash of those digits and the name, so the same person found from two companies is one node, and two
 * people sharing the 6 digits stay two. A CPF known in full only for the looked-up document ('F' id).
 */
export interface RegistrySourceOptions {
  registry: CompanyRegistry;
  risks: RiskLookup;
  /** Companies (and partner searches) kept in memory; the register changes monthly. Default 2,000. */
  cacheSize?: number;
  /** Companies read from one masked-CPF search before the rest is left out. */
  maxCandidates?: number;
}

interface Person {
  name: string;
  /** Masked as shown, or '' (a foreign partner without a document). */
  document: string;
  digits: string;
  /** The full CPF, when the looked-up document is this person. */
  cpf?: string;
}

const normalName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

function hash8(text: string): string {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash.toString(16).toUpperCase().padStart(8, '0');
}

/** The id of a person partner: 6 visible digits ('000000' when none is published) + hash of digits and name. */
export function personIdOf(digits: string, name: string): EntityId {
  return `M${digits}${hash8(`${digits}|${normalName(name)}`)}`;
}

/** A stable integer for a QSA row (the register has no row id). */
const rowNumber = (text: string): number => Number.parseInt(hash8(text), 16) % 2_000_000_000;

/** A small LRU: the newest `size` entries. */
function lru<V>(size: number) {
  const map = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      map.delete(key);
      map.set(key, value);
      if (map.size > size) map.delete(map.keys().next().value as string);
    },
    delete: (key: string) => map.delete(key),
  };
}

/** The register's errors reach the graph as its Portuguese message (a 503 on a request, an ERROR analysis). */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RegistryError) throw new SourceUnavailableError(error.message);
    throw error;
  }
}

export function createRegistryRelationshipSource(options: RegistrySourceOptions): RelationshipSource {
  const { registry } = options;
  const size = options.cacheSize ?? 2_000;
  const maxCandidates = options.maxCandidates ?? 300;
  const companies = lru<Promise<CompanyRegistryRecord | null>>(size);
  const searches = lru<Promise<CompanyRegistryRecord[] | null>>(size);
  const people = lru<Person>(size * 10);

  const company = (cnpj: string): Promise<CompanyRegistryRecord | null> => {
    const cached = companies.get(cnpj);
    if (cached) return cached;
    const pending = guarded(() => registry.company(cnpj));
    companies.set(cnpj, pending);
    // A failure is not remembered: the next request asks again.
    pending.catch(() => companies.delete(cnpj));
    return pending;
  };

  const search = (document: string): Promise<CompanyRegistryRecord[] | null> => {
    const cached = searches.get(document);
    if (cached) return cached;
    const pending = guarded(async () => {
      const found = await registry.companiesOfPartner(document);
      if (found === null) return null;
      for (const record of found) companies.set(record.cnpj, Promise.resolve(record));
      return found.slice(0, maxCandidates);
    });
    searches.set(document, pending);
    pending.catch(() => searches.delete(document));
    return pending;
  };

  /** The id a QSA row's partner gets (and the person remembered, so describe can name it). */
  function partnerIdOf(partner: RegistryPartner): EntityId {
    if (partner.type === 'PJ' && partner.document) return `J${normalizeDocument(partner.document)}`;
    const digits = (partner.document && visibleDigits(partner.document)) || '000000';
    const id = personIdOf(digits, partner.name);
    if (!people.get(id)) people.set(id, { name: partner.name, document: partner.document, digits });
    return id;
  }

  function rowOf(companyCnpj: string, partner: RegistryPartner): SourceQsaRow {
    const companyId: EntityId = `J${companyCnpj}`;
    const partnerId = partnerIdOf(partner);
    return {
      qsaId: rowNumber(`${companyId}>${partnerId}`),
      companyId,
      partnerId,
      qualificationCode: partner.qualificationCode,
      startDate: partner.enteredOn ?? RELATION_NO_START_DATE,
      // The register lists today's partners only: every row is open.
      endDate: RELATION_OPEN_END_DATE,
      partnerType: partner.type,
      country: partner.country,
      legalRepresentative: partner.representative,
    };
  }

  /** The rows, in the companies a search found, that list `id` as a partner. */
  async function parentRows(id: EntityId): Promise<SourceQsaRow[]> {
    let document: string;
    if (id.startsWith('J')) document = id.slice(1);
    else {
      const person = people.get(id);
      const digits = person?.digits ?? id.slice(1, 7);
      // A foreign partner without a document cannot be searched; a full CPF without a name cannot be told apart.
      if (digits === '000000' || (id.startsWith('F') && !person)) return [];
      document = `***${digits}**`;
    }
    const found = (await search(document)) ?? [];
    return found.flatMap((record) =>
      record.partners.flatMap((partner) => {
        if (id.startsWith('J')) return partnerIdOf(partner) === id ? [rowOf(record.cnpj, partner)] : [];
        if (partner.type === 'PJ') return [];
        const row = rowOf(record.cnpj, partner);
        if (id.startsWith('M')) return row.partnerId === id ? [row] : [];
        // The looked-up CPF: the same visible digits and the same name, never the digits alone.
        const person = people.get(id);
        return person && normalName(partner.name) === normalName(person.name) ? [{ ...row, partnerId: id }] : [];
      }),
    );
  }

  async function describe(id: EntityId): Promise<SourceEntity | null> {
    if (id.startsWith('J')) {
      const record = await company(id.slice(1));
      if (!record) return null;
      const { partners, ...details } = record;
      return {
        id,
        kind: 'COMPANY',
        name: record.legalName,
        documentNumber: formatDocumentNumber(record.cnpj),
        documentType: 'CNPJ',
        masked: false,
        qsaCount: partners.length,
        relationsCount: (await parentRows(id)).length,
        registry: details,
      };
    }
    const person = people.get(id);
    if (!person) return null;
    return {
      id,
      kind: 'PERSON',
      name: person.name,
      documentNumber: person.cpf ? formatDocumentNumber(person.cpf) : person.document,
      documentType: 'CPF',
      masked: !person.cpf,
      qsaCount: 0,
      relationsCount: (await parentRows(id)).length,
    };
  }

  return {
    companyData: registry.source === 'DEMO' ? 'demo' : 'minhareceita',
    async resolve(raw, name) {
      const document = normalizeDocument(raw);
      const kind = classifyDocumentNumber(document);
      if (kind === 'CNPJ') return `J${document}`;
      if (kind !== 'CPF') return null;
      const id: EntityId = `F${document}`;
      people.set(id, {
        name: name?.trim() || 'Nome não informado',
        document: maskCpf(document),
        digits: document.slice(3, 9),
        cpf: document,
      });
      return id;
    },
    describe,
    async qsa(companyId) {
      if (!companyId.startsWith('J')) return [];
      const record = await company(companyId.slice(1));
      return record ? record.partners.map((partner) => rowOf(record.cnpj, partner)) : [];
    },
    parents: parentRows,
    async risks(id, attempt) {
      const entity = await describe(id);
      if (!entity) return [];
      const found = await options.risks(entity, attempt);
      return found.filter((risk) => risk.kind !== 'Protesto');
    },
  };
}
