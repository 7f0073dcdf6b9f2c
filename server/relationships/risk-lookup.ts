import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import type { SourceEntity } from './relationship-source.ts';

/**
 * Where an entity's risks come from, apart from who the entity is: the company registry (demo world or Minha Receita)
 * says who, the watchlists (demo world or the official lists) say what they are flagged for. attempt counts from 1
 * for this analysis; throws ProviderLookupError when the lists cannot be read.
 */
export type RiskLookup = (entity: SourceEntity, attempt: number) => Promise<RiskEntry[]>;
