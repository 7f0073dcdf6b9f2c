import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatestTcuCertificateResponse, TcuCertificate } from '../../../contract/tcu-certificates';
import { tcuCertificateEndpoints } from '../../../contract/endpoints/tcu-certificates';
import { callApi } from '../../../lib/http/call-api';
import { tcuCertificateKey, tcuParams, type TcuTarget } from './get-tcu-certificate';

/**
 * POST …/tcu-certificate/{entityId} — asks the TCU (or the demo) now. 400 (a CNPJ the TCU refuses) and 503 (the TCU's
 * firewall or an outage) come with the API's Portuguese message.
 */
export function issueTcuCertificate(target: TcuTarget): Promise<TcuCertificate> {
  return callApi(tcuCertificateEndpoints.issueTcuCertificate, {
    params: tcuParams(target),
    expectedStatuses: [400, 403, 404, 409, 503],
    // The TCU's first call takes seconds, and the server retries an outage twice.
    timeoutMs: 60_000,
  }).then((answer) => answer.register);
}

/** The answer becomes the company's newest certificate on screen at once. */
export function useIssueTcuCertificate(target: TcuTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => issueTcuCertificate(target),
    onSuccess: (certificate) =>
      queryClient.setQueryData<LatestTcuCertificateResponse>(tcuCertificateKey(target), { register: certificate }),
  });
}
