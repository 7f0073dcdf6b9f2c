import { formatDocumentNumber } from '../../../src/contract/brazil-document.ts';
import type { SourceEntity } from '../../relationships/relationship-source.ts';
import type { StoredEntity } from '../../relationships/stored-graph.ts';
import { riskFingerprint } from '../../relationships/risk-fingerprint.ts';
import type { Db } from '../../db/db.ts';
import { listGraphTargets, listMonitoredTargets } from '../../repositories/risk-screenings.ts';
import type { ScreeningLink } from './risk-change-text.ts';

/** One entity an organization screens: who it is, where to look at it, and the hits its graph showed. */
export interface ScreeningTarget {
  entity: SourceEntity;
  link: ScreeningLink;
  seen: ReadonlyMap<string, string>;
}

/** Who a stored graph entity is (what the RiskLookup reads), without what the analysis added. */
export const sourceEntityOf = (stored: StoredEntity): SourceEntity => ({
  id: stored.id,
  kind: stored.kind,
  name: stored.name,
  documentNumber: stored.documentNumber,
  documentType: stored.documentType,
  masked: stored.masked,
  qsaCount: stored.qsaCount,
  relationsCount: stored.relationsCount,
});

/**
 * The organization's entities, each once: the entities of its finished relationship graphs (as the newest graph
 * holding each stored it, with the hits it showed) and its monitored documents (a company by its CNPJ, a person by
 * the full CPF: the ids a graph gives them, so a document that is also in a graph is screened once, as the graph's).
 */
export async function screeningTargets(db: Db, organizationId: number): Promise<ScreeningTarget[]> {
  const targets = new Map<string, ScreeningTarget>();
  for (const row of await listGraphTargets(db, organizationId)) {
    const stored = row.data;
    const entity = sourceEntityOf(stored);
    const seen = new Map((stored.risks ?? []).map((risk) => [risk.id, riskFingerprint(risk)]));
    targets.set(entity.id, { entity, link: { analysisId: row.analysis_id, consumeUniqueId: null }, seen });
  }
  for (const row of await listMonitoredTargets(db, organizationId)) {
    const company = row.document_type === 'CNPJ';
    const id = `${company ? 'J' : 'F'}${row.document_number}`;
    const known = targets.get(id);
    if (known) {
      targets.set(id, { ...known, link: { ...known.link, consumeUniqueId: row.item_id } });
      continue;
    }
    const documentNumber = formatDocumentNumber(row.document_number);
    targets.set(id, {
      entity: {
        id,
        kind: company ? 'COMPANY' : 'PERSON',
        name: row.name.trim() || documentNumber,
        documentNumber,
        documentType: row.document_type,
        masked: false,
        qsaCount: 0,
        relationsCount: 0,
      },
      link: { analysisId: null, consumeUniqueId: row.item_id },
      seen: new Map(),
    });
  }
  return [...targets.values()];
}
