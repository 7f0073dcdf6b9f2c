import { RELATIONSHIP_ANALYSIS_DEPTH } from '../../src/contract/constants/relationships.ts';
import type { Db } from '../db/db.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import {
  beginRelationshipRun,
  findRelationshipAnalysis,
  finishRelationshipRun,
  saveGraphRows,
} from '../repositories/relationships.ts';
import { buildGraph, RootLookupError, type LookupLog } from './build-graph.ts';
import { SourceUnavailableError, type RelationshipSource } from './relationship-source.ts';

const SILENT: LookupLog = { warn: () => undefined };
/** The reason stored when the graph could not be built after every retry. */
const GRAPH_FAILED = 'Falha ao montar o grafo de relacionamentos.';

/**
 * Builds a relationship analysis's graph as a job. Only a PROCESSING analysis runs (a second run of a
 * finished one changes nothing); entities and relations are upserted by (analysis, entity id), so two runs store one
 * graph; DONE/ERROR are set only from PROCESSING. A failed root lookup is an answer (ERROR, "Tentar novamente":
 * POST /v2/analytics/userPlanConsumeBusinessRelationshipsDetail/{id}?retry=true); anything else throws and is retried.
 */
export const relationshipJob = (db: Db, source: RelationshipSource): JobHandler<{ analysisId: number }> => ({
  async run({ analysisId }, { log }) {
    const analysis = await findRelationshipAnalysis(db, analysisId);
    if (analysis?.status !== 'PROCESSING') return;
    const attempt = await beginRelationshipRun(db, analysisId);
    if (attempt === null) return;
    try {
      const graph = await buildGraph(source, analysis.root_id, RELATIONSHIP_ANALYSIS_DEPTH, attempt, log ?? SILENT);
      await db.transaction(async (tx) => {
        await saveGraphRows(tx, analysisId, [...graph.entities.values()], [...graph.relations.values()]);
        await finishRelationshipRun(tx, analysisId, 'DONE', null);
      });
    } catch (error) {
      // The register's outage or garbage: an ERROR with its Portuguese message ("Tentar novamente" re-runs it free).
      if (error instanceof SourceUnavailableError) {
        log?.warn({ analysisId, attempt, reason: error.message }, 'relationship analysis: source unavailable');
        await finishRelationshipRun(db, analysisId, 'ERROR', error.message);
        return;
      }
      if (!(error instanceof RootLookupError)) throw error;
      log?.warn({ analysisId, reason: error.reason, attempt }, 'relationship analysis: root lookup failed');
      await finishRelationshipRun(db, analysisId, 'ERROR', error.message);
    }
  },
  async onFailed({ analysisId }) {
    await finishRelationshipRun(db, analysisId, 'ERROR', GRAPH_FAILED);
  },
});
