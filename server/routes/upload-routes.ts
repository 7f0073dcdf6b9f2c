import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { movementEndpoints } from '../../src/contract/endpoints/movements.ts';
import { UPLOAD_MAX_BYTES } from '../../src/contract/manual-upload.ts';
import { recordAudit } from '../audit/audit-context.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { createManualMovement } from '../files/create-manual-movement.ts';
import { readUploadForm } from '../files/read-upload-form.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import { route } from '../http/route.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

/** The file's limit plus room for the form around it (boundaries, part headers, date, description). */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 256 * 1024;

/** The manual movement upload (movementEndpoints.uploadManualMovement): multipart only in this plugin's scope. */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    // One byte over the limit is enough to know the file is too big; the form's text fields are small.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 4, fieldSize: 16 * 1024, parts: 8 },
  });

  route(
    app,
    movementEndpoints.uploadManualMovement,
    {
      access: member(),
      // A declared body over this is refused before it is read (http/oversized-bodies.ts); the file part is also
      // measured while streaming (read-upload-form.ts), for bodies sent without a Content-Length.
      bodyLimit: UPLOAD_BODY_LIMIT,
      tags: ['movimentações'],
      summary:
        'Envia uma movimentação manual (multipart: file, dtMovimentation, description; Idempotency-Key opcional)',
      errors: [...ORG_ROUTE_ERRORS, 404, 413, 415, 422],
    },
    async (request, reply) => {
      const { orgId, processId } = request.params;
      const key = idempotencyKey(request.headers['idempotency-key']);
      const form = await readUploadForm(request);
      const result = await createManualMovement(app.db, {
        organizationId: orgId,
        processId,
        userId: requireAuth(request).user.id,
        form,
        idempotencyKey: key,
        onCreated: (tx, created) =>
          recordAudit(tx, request, {
            organizationId: orgId,
            action: 'MANUAL_MOVEMENT',
            targetLabel: `Processo ${processId}: ${form.description}`.slice(0, 300),
            after: { movementId: created.movementId, date: form.date, file: created.fileName },
          }),
      });
      // A replay answers with the stored status, which is always the 201 of the first call.
      return reply.code(201).send(result.body);
    },
  );
};
