import { receivesProtests } from '../../src/contract/constants/relationships.ts';
import type { RelationshipAnalysis } from '../../src/contract/relationships.ts';
import type { Db } from '../db/db.ts';
import { loadGraph, type RelationshipAnalysisRow } from '../repositories/relationships.ts';
import { graphView } from './relationship-view.ts';
import { emptyGraph } from './stored-graph.ts';

/** Graph answers kept per API process: the 2,000-entity group's is ~1.7 MB, so a handful at most. */
const MAX_ENTRIES = 8;

/**
 * The graph read (GET …/business_relationships) of finished analyses, serialized once per graph version. Building
 * the 2,000-entity group's answer took ~75 ms of the event loop (PGlite: two 2,000-row jsonb reads ~23 ms, the view
 * ~4 ms, 1.7 MB of JSON through the response schema); at 50 connections that queued into seconds (bench figure 9).
 * The key is the analysis, its graph_version (migration 0016: every write of the graph's rows bumps it, in the same
 * transaction) and whether the organization may see protests (the only per-organization difference of graphView),
 * so another instance's expansion is seen at the next read. The analysis part is built on every read (its status).
 */
export function createGraphAnswerCache(max = MAX_ENTRIES) {
  const entries = new Map<string, string>();
  return {
    /** The whole response body as JSON text: `{"register":{"analysis":…,"entities":[…],"relations":[…]}}`. */
    async answer(db: Db, row: RelationshipAnalysisRow, analysis: RelationshipAnalysis, organizationId: number): Promise<string> {
      const head = `{"register":{"analysis":${JSON.stringify(analysis)},`;
      if (row.status !== 'DONE') return `${head}${graphPart(graphView(emptyGraph(), organizationId))}}}`;
      const key = `${row.id}:${row.graph_version}:${receivesProtests(organizationId)}`;
      let part = entries.get(key);
      if (part === undefined) {
        part = graphPart(graphView(await loadGraph(db, row.id), organizationId));
        entries.set(key, part);
        // Oldest first out (a Map keeps insertion order); a read moves its entry to the end below.
        if (entries.size > max) entries.delete(entries.keys().next().value as string);
      } else {
        entries.delete(key);
        entries.set(key, part);
      }
      return `${head}${part}}}`;
    },
  };
}

const graphPart = (view: ReturnType<typeof graphView>): string => `"entities":${JSON.stringify(view.entities)},"relations":${JSON.stringify(view.relations)}`;
