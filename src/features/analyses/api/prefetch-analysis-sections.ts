import type { QueryClient } from '@tanstack/react-query';
import type { RiskCategory } from '../../../contract/analyses';
import { PAGE_SIZE } from '../../../contract/constants/paging';
import type { HolderScope } from '../../../lib/holder-scope';
import { pageOffset } from '../../../lib/query-params';
import { analysisQueryOptions } from './get-analysis';
import { analysisDetailQueryOptions } from './get-analysis-detail';
import { analysisMetricQueryOptions } from './get-analysis-metric';

/** What the analysis screen's sections ask for: one category, one situation, one detail page (1-based). */
export interface AnalysisSections {
  typeRisk: RiskCategory;
  active: boolean | undefined;
  page: number;
}

/** The detail section's query (its key is shared with prefetchAnalysisSections). */
export const detailQuery = ({ typeRisk, active, page }: AnalysisSections) => ({
  from: pageOffset(page, PAGE_SIZE),
  size: PAGE_SIZE,
  typeRisk,
  active,
});

/** The metrics section's query. */
export const metricQuery = ({ typeRisk, active }: Pick<AnalysisSections, 'typeRisk' | 'active'>) => ({
  typeRisk,
  active,
});

/**
 * The detail and metric of an analysis as soon as it is known to be DONE (they answer 409 before): requested when its
 * answer arrives, not after the page has rendered it and mounted the sections (analysis, render,
 * then detail and metric made a waterfall). Nothing is asked twice: the sections' queries share these keys.
 */
export async function prefetchAnalysisSections(
  client: QueryClient,
  scope: HolderScope,
  consumeId: number,
  analysisId: number,
  sections: AnalysisSections,
): Promise<void> {
  const answer = await client.ensureQueryData(analysisQueryOptions(scope, consumeId, analysisId));
  if (answer.register.status !== 'DONE') return;
  void client.prefetchQuery(analysisMetricQueryOptions(scope, consumeId, analysisId, metricQuery(sections)));
  void client.prefetchQuery(analysisDetailQueryOptions(scope, consumeId, analysisId, detailQuery(sections)));
}
