import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import type { SourceEntity, SourceQsaRow } from './relationship-source.ts';

/**
 * What an analysis keeps of the provider's answers (tables relationship_entities / relationship_relations).
 * risks null = the lookup failed; attempts = lookups tried; protests are kept and filtered per organization
 * when answering (relationship-view.ts).
 */
export interface StoredEntity extends SourceEntity {
  level: number;
  risks: RiskEntry[] | null;
  attempts: number;
  lookedUpAt: string | null;
  qsaLoaded: boolean;
  relationsLoaded: boolean;
}

export type StoredRelation = SourceQsaRow;

export interface StoredGraph {
  entities: Map<string, StoredEntity>;
  relations: Map<string, StoredRelation>;
}

/** The contract's relationId of a QSA row. */
export const relationIdOf = (row: Pick<SourceQsaRow, 'companyId' | 'partnerId'>): string =>
  `${row.companyId}>${row.partnerId}`;

export const emptyGraph = (): StoredGraph => ({ entities: new Map(), relations: new Map() });
