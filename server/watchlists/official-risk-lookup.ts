import type { Db } from '../db/db.ts';
import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import { ProviderLookupError, type RelationshipSource } from '../relationships/relationship-source.ts';
import type { RiskLookup } from '../relationships/risk-lookup.ts';
import { findMatchCandidates } from '../repositories/watchlists.ts';
import { CONFIDENCE, entityKeys, matchBasis, riskOf } from './match-entity.ts';

/**
 * The official RiskLookup (WATCHLISTS=official): an entity's flags from the imported lists' current versions, each
 * with its evidence and how it was matched. Strongest match first; one flag per list record. A database failure is
 * the provider failing (the graph marks the entity and offers a retry), never "clean".
 */
export function createOfficialRiskLookup(db: Db): RiskLookup {
  return async (entity) => {
    const keys = entityKeys(entity);
    let rows;
    try {
      rows = await findMatchCandidates(db, {
        document: keys.document,
        visibleDigits: keys.visibleDigits,
        personName: keys.kind === 'PERSON' && keys.name.includes(' ') ? keys.name : null,
      });
    } catch {
      throw new ProviderLookupError(entity.id, 'error');
    }
    const found = new Map<string, { risk: RiskEntry; confidence: number }>();
    for (const row of rows) {
      const basis = matchBasis(keys, row);
      if (basis === null) continue;
      const risk = riskOf(row, basis);
      const confidence = CONFIDENCE[basis];
      const known = found.get(risk.id);
      if (!known || known.confidence < confidence) found.set(risk.id, { risk, confidence });
    }
    return [...found.values()]
      .sort((a, b) => b.confidence - a.confidence || a.risk.id.localeCompare(b.risk.id))
      .map((item) => item.risk);
  };
}

/** A registry source whose risks come from a RiskLookup instead of its own (the demo world's people, official flags). */
export function withRiskLookup(source: RelationshipSource, lookup: RiskLookup): RelationshipSource {
  return {
    ...source,
    async risks(id, attempt) {
      const entity = await source.describe(id);
      return entity ? lookup(entity, attempt) : [];
    },
  };
}
