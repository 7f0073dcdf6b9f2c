import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestTcuCertificateResponse } from '../../../contract/tcu-certificates';
import { tcuCertificateEndpoints } from '../../../contract/endpoints/tcu-certificates';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { relationshipKeys } from './relationship-keys';

/** Which company of which graph: the certificate is the CNPJ's, asked from one analysis. */
export interface TcuTarget {
  scope: HolderScope;
  analysisId: number;
  entityId: string;
}

export const tcuParams = ({ scope, analysisId, entityId }: TcuTarget) => ({
  orgId: scope.orgId,
  holderId: scope.holderId,
  relationshipAnalysisId: analysisId,
  entityId,
});

export const tcuCertificateKey = (target: TcuTarget) =>
  relationshipKeys.tcuCertificate(target.scope, target.analysisId, target.entityId);

/** GET …/tcu-certificate/{entityId} — the newest certificate the organization keeps for the company, or null. */
export function getTcuCertificate(target: TcuTarget, signal?: AbortSignal): Promise<LatestTcuCertificateResponse> {
  return callApi(tcuCertificateEndpoints.getTcuCertificate, {
    params: tcuParams(target),
    signal,
    expectedStatuses: [404, 409],
  });
}

export const tcuCertificateQueryOptions = (target: TcuTarget) =>
  queryOptions({ queryKey: tcuCertificateKey(target), queryFn: ({ signal }) => getTcuCertificate(target, signal) });

export function useTcuCertificate(target: TcuTarget) {
  return useQuery(tcuCertificateQueryOptions(target));
}
