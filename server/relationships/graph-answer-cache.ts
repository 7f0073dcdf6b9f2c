import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from 'node:zlib';
import { receivesProtests } from '../../src/contract/constants/relationships.ts';
import type { RelationshipAnalysis } from '../../src/contract/relationships.ts';
import type { Db } from '../db/db.ts';
import { loadGraph, type RelationshipAnalysisRow } from '../repositories/relationships.ts';
import { latestRiskDecisions, riskDecisionsVersion } from '../repositories/risk-decisions.ts';
import { indexRiskDecisions } from './risk-decision-view.ts';
import { graphView } from './relationship-view.ts';
import { emptyGraph } from './stored-graph.ts';

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCallback);
/** Quality 9: the group's 1.7 MB in ~100 KB for ~40 ms of a pool thread, once per version (11: 88 KB, 2 s). */
const BROTLI_QUALITY = 9;

/** Graph answers kept per API process: the 2,000-entity group's is ~1.7 MB of JSON (and its gzip), so a handful. */
const MAX_ENTRIES = 8;

export interface GraphAnswer {
  /** `{"register":{"analysis":…,"entities":[…],"relations":[…]}}` as UTF-8. */
  json: Buffer;
  /** The same, compressed once (a finished analysis only): what a browser, which accepts both, is sent. */
  encoded: { br: Buffer; gzip: Buffer } | null;
}

interface Entry {
  analysis: string;
  answer: GraphAnswer;
}

/**
 * The graph read (GET …/business_relationships) of finished analyses, built once per graph version. Building the
 * 2,000-entity group's answer took ~75 ms of the event loop (PGlite: two 2,000-row jsonb reads ~23 ms, the view ~4 ms,
 * 1.7 MB of JSON through the response schema); at 50 connections that queued into seconds. Its
 * 1.7 MB are also 9 s on a slow-4G phone; gzipped (once, off the event loop) they are ~10× smaller.
 * The key is the analysis, its graph_version (migration 0016: every write of the graph's rows bumps it, in the same
 * transaction) and whether the organization may see protests (the only per-organization difference of graphView),
 * so another instance's expansion is seen at the next read; the analysis part is compared on every read (its status).
 * The organization's newest decision id is in the key too, so a decision made on any instance shows at the next read.
 */
export function createGraphAnswerCache(max = MAX_ENTRIES) {
  // Promises: the reads that arrive while an answer is being built wait for that one build (50 at once did 50).
  const entries = new Map<string, Promise<Entry>>();
  const build = async (
    db: Db,
    row: RelationshipAnalysisRow,
    analysisJson: string,
    organizationId: number,
  ): Promise<Entry> => {
    const graph = await loadGraph(db, row.id);
    const decisions = indexRiskDecisions(await latestRiskDecisions(db, organizationId, [...graph.entities.keys()]));
    const json = body(analysisJson, graphPart(graphView(graph, organizationId, undefined, decisions)));
    const [br, gz] = await Promise.all([
      brotli(json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
      }),
      gzip(json),
    ]);
    return { analysis: analysisJson, answer: { json, encoded: { br, gzip: gz } } };
  };
  return {
    async answer(
      db: Db,
      row: RelationshipAnalysisRow,
      analysis: RelationshipAnalysis,
      organizationId: number,
    ): Promise<GraphAnswer> {
      const analysisJson = JSON.stringify(analysis);
      if (row.status !== 'DONE')
        return { json: body(analysisJson, graphPart(graphView(emptyGraph(), organizationId))), encoded: null };
      // The organization's decisions on hits (migration 0026) change the answer without changing the graph's rows.
      const decisions = await riskDecisionsVersion(db, organizationId);
      const key = `${row.id}:${row.graph_version}:${decisions}:${receivesProtests(organizationId)}`;
      let pending = entries.get(key);
      if (pending) entries.delete(key); // re-inserted below: most recently used last, the first key is the one to drop
      pending ??= build(db, row, analysisJson, organizationId);
      entries.set(key, pending);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      try {
        const entry = await pending;
        // The analysis part (status, dates) is the row's: a cached entry built from another state is not reused.
        return entry.analysis === analysisJson
          ? entry.answer
          : (await build(db, row, analysisJson, organizationId)).answer;
      } catch (error) {
        if (entries.get(key) === pending) entries.delete(key);
        throw error;
      }
    },
  };
}

const body = (analysis: string, graph: string): Buffer => Buffer.from(`{"register":{"analysis":${analysis},${graph}}}`);
const graphPart = (view: ReturnType<typeof graphView>): string =>
  `"entities":${JSON.stringify(view.entities)},"relations":${JSON.stringify(view.relations)}`;

/** The coding to send for an Accept-Encoding header: br, else gzip, else none (q=0 refuses a coding). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(coding.trim());
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}
