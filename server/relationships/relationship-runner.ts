import type { FastifyBaseLogger } from 'fastify';
import { RELATIONSHIP_ANALYSIS_DEPTH } from '../../src/contract/constants/relationships.ts';
import type { Db } from '../db/db.ts';
import { beginRelationshipRun, findRelationshipAnalysis, finishRelationshipRun, listUnfinishedRelationshipAnalyses, saveGraphRows } from '../repositories/relationships.ts';
import { buildGraph, RootLookupError, type LookupLog } from './build-graph.ts';
import type { RelationshipSource } from './relationship-source.ts';

/**
 * Runs relationship analyses after the request that started (or retried) them has answered, one at a time, like
 * analysis/analysis-runner.ts (a shared job queue comes with issue 20). PROCESSING → DONE, or ERROR when the root's
 * lookup failed (retry: POST /v2/analytics/userPlanConsumeBusinessRelationshipsDetail/{id}?retry=true).
 */
export interface RelationshipRunner {
  enqueue(analysisId: number): void;
  idle(): Promise<void>;
  resumeUnfinished(): Promise<void>;
}

const SILENT: LookupLog = { warn: () => undefined };

async function runJob(db: Db, source: RelationshipSource, analysisId: number, log: FastifyBaseLogger | null): Promise<void> {
  const analysis = await findRelationshipAnalysis(db, analysisId);
  if (!analysis) return;
  const attempt = await beginRelationshipRun(db, analysisId);
  try {
    const graph = await buildGraph(source, analysis.root_id, RELATIONSHIP_ANALYSIS_DEPTH, attempt, log ?? SILENT);
    await db.transaction(async (tx) => {
      await saveGraphRows(tx, analysisId, [...graph.entities.values()], [...graph.relations.values()]);
      await finishRelationshipRun(tx, analysisId, 'DONE', null);
    });
  } catch (error) {
    if (error instanceof RootLookupError) {
      log?.warn({ analysisId, reason: error.reason, attempt }, 'relationship analysis: root lookup failed');
      await finishRelationshipRun(db, analysisId, 'ERROR', error.message);
      return;
    }
    log?.error({ err: error, analysisId }, 'relationship analysis failed');
    await finishRelationshipRun(db, analysisId, 'ERROR', 'Falha ao montar o grafo de relacionamentos.');
  }
}

export function createRelationshipRunner(db: Db, source: RelationshipSource, log: FastifyBaseLogger | null = null): RelationshipRunner {
  let chain: Promise<void> = Promise.resolve();
  const runner: RelationshipRunner = {
    enqueue(analysisId) {
      chain = chain
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => runJob(db, source, analysisId, log))
        .catch((error: unknown) => log?.error({ err: error, analysisId }, 'relationship job crashed'));
    },
    async idle() {
      let current: Promise<void>;
      do {
        current = chain;
        await current;
      } while (current !== chain);
    },
    async resumeUnfinished() {
      for (const id of await listUnfinishedRelationshipAnalyses(db)) runner.enqueue(id);
    },
  };
  return runner;
}
