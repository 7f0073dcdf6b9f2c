import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caseFileEndpoints } from '../../src/contract/endpoints/case-files.ts';
import { INLINE_CONTENT_TYPES } from '../../src/contract/manual-upload.ts';
import { recordAuditAlone } from '../audit/audit-context.ts';
import { member, PUBLIC } from '../auth/access.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { findFile, listAutos, listOrganizationFiles, readFileContent, type FileRow } from '../repositories/files.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['documentos'];

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so accents survive and quotes cannot break the header. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;]/g, '_') || 'arquivo';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const caseFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const links = app.fileLinks;
  const toDocument = (row: FileRow) => ({
    id: row.id,
    url: links.urlFor(row.id),
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    description: row.description,
    date: row.date,
    processId: row.process_id,
    processNumber: row.process_number,
    kind: row.kind,
  });

  route(
    app,
    caseFileEndpoints.listAutos,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404],
      summary: 'Autos do processo (descrição, link do arquivo, data)',
    },
    async (request) =>
      (await listAutos(app.db, request.params.processId)).map((row) => ({
        id: row.id,
        description: row.description,
        file: links.urlFor(row.id),
        date: row.date,
        name: row.name,
        contentType: row.content_type,
      })),
  );

  route(
    app,
    caseFileEndpoints.getCaseFileUrl,
    {
      access: member({ organization: { via: 'file', from: 'params.fileId' } }),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404],
      summary: 'Link assinado de um documento (para o visualizador)',
    },
    async (request) => {
      const file = await findFile(app.db, request.params.fileId);
      if (!file) throw notFound(MESSAGES.fileNotFound);
      // The signed link is the download (it opens without a token, so the person is recorded when it is issued).
      await recordAuditAlone(app.db, request, {
        organizationId: file.organization_id,
        action: 'DOWNLOAD',
        targetLabel: file.process_number ? `${file.name} (${file.process_number})` : file.name,
        after: { fileId: file.id },
      });
      return toDocument(file);
    },
  );

  route(
    app,
    caseFileEndpoints.listOrganizationFiles,
    {
      access: member({ organization: 'query.organizationId' }),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Documentos da organização (10 por página)',
    },
    async (request) => {
      const page = await listOrganizationFiles(app.db, request.query.organizationId, request.query.page ?? 0);
      return { result: page.rows.map(toDocument), total: page.total };
    },
  );

  // Buffers bypass serialisation; the endpoint's schema only documents the binary answer.
  route(
    app,
    caseFileEndpoints.getFileContent,
    {
      access: PUBLIC(
        'Signed link (HMAC over id and expiry, checked below) opened by the viewer without a bearer token',
      ),
      tags: TAGS,
      errors: [400, 403, 404],
      summary: 'Conteúdo do arquivo (link assinado; sem token)',
    },
    async (request, reply) => {
      const { fileId } = request.params;
      if (!links.verify(fileId, request.query.expires, request.query.signature))
        throw forbidden(MESSAGES.invalidFileLink);
      const file = await findFile(app.db, fileId);
      const content = file ? await readFileContent(app.db, fileId) : null;
      if (!file || !content) throw notFound(MESSAGES.fileNotFound);
      const inline = INLINE_CONTENT_TYPES.includes(file.content_type) && !request.query.download;
      return (
        reply
          .header('Content-Type', file.content_type)
          .header('Content-Length', content.length)
          .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
          .header('X-Content-Type-Options', 'nosniff')
          // A case file is the user's data: the browser's HTTP cache outlives logout and is shared with whoever uses the
          // device next. Files kept for offline use live in the user's own store (pins), wiped at logout.
          .header('Cache-Control', 'private, no-store')
          .send(content)
      );
    },
  );
};
