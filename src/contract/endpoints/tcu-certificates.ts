import { PDF_MEDIA_TYPE } from '../constants/media-types.ts';
import { defineEndpoint } from './define-endpoint.ts';

const S =
  '/v1/business-relationships/organizations/:orgId/holder/:holderId/userPlanConsumeBusinessRelationshipsSummary/:relationshipAnalysisId' as const;

/** The TCU's consolidated certificate of a company of a relationship graph, and its PDF (docs/api.md#relationships). */
export const tcuCertificateEndpoints = {
  /** Asks the TCU (or the demo) for the certificate of the entity's CNPJ now, and keeps it with its PDF. */
  issueTcuCertificate: defineEndpoint({
    method: 'POST',
    path: `${S}/tcu-certificate/:entityId`,
    schemas: (s) => ({
      params: s.tcuCertificates.TcuCertificateParams,
      response: { 201: s.tcuCertificates.TcuCertificateResponse },
    }),
  }),
  /** The newest certificate the organization keeps for the entity's CNPJ, or null. */
  getTcuCertificate: defineEndpoint({
    method: 'GET',
    path: `${S}/tcu-certificate/:entityId`,
    schemas: (s) => ({
      params: s.tcuCertificates.TcuCertificateParams,
      response: { 200: s.tcuCertificates.LatestTcuCertificateResponse },
    }),
  }),
  /** The certificate's PDF as the TCU issued it (its sha256 is in the certificate). */
  downloadTcuCertificatePdf: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/tcu-certificates/:tcuCertificateId/pdf',
    schemas: (s) => ({
      params: s.tcuCertificates.TcuCertificatePdfParams,
      response: { 200: s.fileAnswers.fileResponse('A certidão consolidada do TCU (PDF)', [PDF_MEDIA_TYPE]) },
    }),
  }),
};
