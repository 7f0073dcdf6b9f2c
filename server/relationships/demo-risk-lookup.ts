import { normalizeDocument } from '../../src/contract/brazil-document.ts';
import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import { visibleDigits } from '../company-registry/minha-receita/minha-receita-map.ts';
import type { RiskLookup } from './risk-lookup.ts';
import { buildWorld } from './seeded-relationship-source.ts';
import type { World } from './seeded-world.ts';

const normalName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

/** A person's key: the 6 digits the Receita leaves visible and the name (what a masked CPF can be matched on). */
const personKey = (digits: string, name: string): string => `${digits}|${normalName(name)}`;

function index(world: World): Map<string, RiskEntry[]> {
  const byKey = new Map<string, RiskEntry[]>();
  for (const entity of world.entities.values()) {
    if (entity.risks.length === 0) continue;
    if (entity.kind === 'COMPANY') byKey.set(entity.id, entity.risks);
    else {
      const digits = entity.masked
        ? visibleDigits(entity.documentNumber)
        : normalizeDocument(entity.documentNumber).slice(3, 9);
      if (digits) byKey.set(personKey(digits, entity.name), entity.risks);
    }
  }
  return byKey;
}

/**
 * The watchlists' stand-in until the official ones are configured (the watchlists' own RiskLookup replaces it in
 * composition): the seeded world's risks for the documents it knows — a company by CNPJ, a person by the visible
 * digits of the CPF and the name — and [] for everyone else. Never fails.
 */
export function createDemoRiskLookup(): RiskLookup {
  let byKey: Map<string, RiskEntry[]> | null = null;
  const get = () => (byKey ??= index(buildWorld()));
  return async (entity) => {
    const digits =
      entity.kind === 'COMPANY'
        ? null
        : entity.masked
          ? visibleDigits(entity.documentNumber)
          : normalizeDocument(entity.documentNumber).slice(3, 9);
    const key = entity.kind === 'COMPANY' ? entity.id : digits ? personKey(digits, entity.name) : null;
    return key ? (get().get(key) ?? []).map((risk) => ({ ...risk })) : [];
  };
}
