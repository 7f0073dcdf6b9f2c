import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMPLIANCE_PROFILES } from '../../src/contract/constants/profiles.ts';
import { PDF_MEDIA_TYPE } from '../../src/contract/constants/media-types.ts';
import { tcuCertificateEndpoints } from '../../src/contract/endpoints/tcu-certificates.ts';
import { normalizeDocument } from '../../src/contract/brazil-document.ts';
import { documentTarget, recordAudit, recordAuditAlone } from '../audit/audit-context.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { detectFileType } from '../domain/file-types.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { requireDone } from '../relationships/expand-node.ts';
import { visibleRisks } from '../relationships/relationship-view.ts';
import type { StoredEntity } from '../relationships/stored-graph.ts';
import { findRelationshipAnalysis, loadGraphEntity } from '../repositories/relationships.ts';
import {
  findLatestTcuCertificate,
  findTcuCertificate,
  insertTcuCertificate,
  readTcuCertificatePdf,
} from '../repositories/tcu-certificates.ts';
import { TcuError, type TcuCertificate } from '../watchlists/tcu/tcu-certificate.ts';
import { tcuCertificateView, tcuInstant } from '../watchlists/tcu/tcu-certificate-view.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['relacionamentos'];

/** The TCU's answer, as an HTTP error: a refused CNPJ is the caller's (400), a firewall or an outage is a 503. */
async function asked(issue: () => Promise<TcuCertificate>): Promise<TcuCertificate> {
  try {
    return await issue();
  } catch (error) {
    if (error instanceof TcuError) throw new HttpError(error.kind === 'invalid' ? 400 : 503, error.message);
    throw error;
  }
}

/**
 * The TCU's consolidated certificate of a company of a relationship graph: asked on demand, kept with its
 * PDF (sha256) as evidence, audited; the PDF downloads only within the organization that asked for it. Its own file:
 * it writes certificates (migration 0028), not the graph.
 */
export const tcuCertificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The company of the analysis's graph the request names (404 otherwise; 409 while the analysis is not done). */
  const companyOf = async (analysisId: number, entityId: string): Promise<StoredEntity> => {
    const analysis = await findRelationshipAnalysis(app.db, analysisId);
    if (!analysis) throw notFound(MESSAGES.relationshipNotFound);
    requireDone(analysis);
    const entity = await loadGraphEntity(app.db, analysis.id, entityId);
    if (!entity) throw notFound(MESSAGES.entityNotInGraph);
    if (entity.kind !== 'COMPANY') throw new HttpError(400, MESSAGES.tcuCompanyOnly);
    return entity;
  };

  route(
    app,
    tcuCertificateEndpoints.issueTcuCertificate,
    {
      access: member({ profiles: COMPLIANCE_PROFILES }),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404, 409, 503],
      summary: 'Emite a certidão consolidada do TCU da empresa do grafo e a guarda com o PDF (evidência)',
    },
    async (request, reply) => {
      const { orgId, relationshipAnalysisId, entityId } = request.params;
      const entity = await companyOf(relationshipAnalysisId, entityId);
      const cnpj = normalizeDocument(entity.documentNumber);
      const answer = await asked(() =>
        app.tcuCertificates.issue({ cnpj, name: entity.name, risks: visibleRisks(entity.risks, orgId) }),
      );
      // Whatever comes from outside is checked: bytes that are not a PDF are not kept as one.
      const pdf = answer.pdf && detectFileType(Buffer.from(answer.pdf.bytes)) === PDF_MEDIA_TYPE ? answer.pdf : null;
      if (answer.pdf && !pdf) request.log.warn({ cnpj }, 'TCU certificate PDF is not a PDF; kept without it');
      const row = await app.db.transaction(async (tx) => {
        const inserted = await insertTcuCertificate(tx, {
          organizationId: orgId,
          analysisId: relationshipAnalysisId,
          cnpj,
          companyName: answer.name ?? entity.name,
          source: app.tcuCertificates.source,
          issuedAt: tcuInstant(answer.issuedAt),
          controlCode: answer.controlCode,
          fetchedAt: answer.fetchedAt,
          registries: answer.registries,
          pdf,
          requestedBy: requireAuth(request).user.id,
        });
        await recordAudit(tx, request, {
          organizationId: orgId,
          action: 'TCU_CERTIFICATE_ISSUED',
          targetLabel: `Certidão do TCU: ${entity.name}`,
          ...documentTarget(cnpj),
          after: {
            certificateId: inserted.id,
            analysisId: relationshipAnalysisId,
            source: inserted.source,
            controlCode: inserted.control_code,
            listed: inserted.registries
              .filter((item) => item.listed)
              .map((item) => item.registry)
              .join(', '),
            pdfSha256: inserted.pdf_sha256,
          },
        });
        return inserted;
      });
      return reply.code(201).send({ register: tcuCertificateView(row) });
    },
  );

  route(
    app,
    tcuCertificateEndpoints.getTcuCertificate,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404, 409],
      summary: 'A certidão do TCU mais recente que a organização guarda para a empresa do grafo (ou null)',
    },
    async (request) => {
      const { orgId, relationshipAnalysisId, entityId } = request.params;
      const entity = await companyOf(relationshipAnalysisId, entityId);
      const row = await findLatestTcuCertificate(app.db, orgId, normalizeDocument(entity.documentNumber));
      return { register: row ? tcuCertificateView(row) : null };
    },
  );

  route(
    app,
    tcuCertificateEndpoints.downloadTcuCertificatePdf,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404],
      summary: 'Baixa o PDF de uma certidão do TCU guardada pela organização',
    },
    async (request, reply) => {
      const { orgId, tcuCertificateId } = request.params;
      const certificate = await findTcuCertificate(app.db, tcuCertificateId);
      if (!certificate || certificate.organization_id !== orgId) throw notFound(MESSAGES.tcuCertificateNotFound);
      const content = await readTcuCertificatePdf(app.db, orgId, certificate.id);
      if (!content) throw notFound(MESSAGES.tcuCertificateWithoutPdf);
      const fileName = `certidao-tcu-${certificate.cnpj}-${certificate.id}.pdf`;
      await recordAuditAlone(app.db, request, {
        organizationId: orgId,
        action: 'DOWNLOAD',
        targetLabel: fileName,
        ...documentTarget(certificate.cnpj),
        after: { tcuCertificateId: certificate.id, sha256: certificate.pdf_sha256 },
      });
      return reply
        .type(PDF_MEDIA_TYPE)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(content);
    },
  );
};
