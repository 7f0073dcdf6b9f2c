import { createHmac, timingSafeEqual } from 'node:crypto';
import { REPORT_LINK_TTL_SECONDS } from '../../src/contract/constants/analyses.ts';
import { analysisEndpoints } from '../../src/contract/endpoints/analyses.ts';
import { endpointPath } from '../../src/contract/endpoints/endpoint-path.ts';

/**
 * The "temporary" link of an analysis report (contract: src/contract/analyses.ts): no bearer token, so a plain
 * <a href download> works; HMAC over a message that cannot collide with the file links' `${id}.${expires}`.
 */
export interface ReportLinks {
  urlFor(analysisId: number, now?: number): { url: string; expiresAt: string };
  verify(analysisId: number, expires: number, signature: string, now?: number): boolean;
}

export function createReportLinks(secret: string, ttlSeconds = REPORT_LINK_TTL_SECONDS): ReportLinks {
  const sign = (analysisId: number, expires: number) =>
    createHmac('sha256', secret).update(`analysis-report:${analysisId}:${expires}`).digest('base64url');
  return {
    urlFor(analysisId, now = Date.now()) {
      // Rounded to the minute so that polling the analysis does not produce a new link every second.
      const expires = Math.ceil(now / 60_000) * 60 + ttlSeconds;
      return {
        url: `${endpointPath(analysisEndpoints.getAnalysisReportContent, { analysisId })}?expires=${expires}&signature=${sign(analysisId, expires)}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify(analysisId, expires, signature, now = Date.now()) {
      if (expires * 1000 < now) return false;
      const expected = Buffer.from(sign(analysisId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
