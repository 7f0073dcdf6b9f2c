import { createHash } from 'node:crypto';
import type { Movement } from '../../src/contract/movements.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { insertFile } from '../repositories/files.ts';
import { findStoredResponse, storeResponse, type IdempotencyScope } from '../repositories/idempotency.ts';
import { findMovement, insertMovement, MANUAL_MOVEMENT_CLASS } from '../repositories/movements.ts';
import type { UploadForm } from './read-upload-form.ts';

export interface ManualMovementRequest {
  organizationId: number;
  processId: number;
  userId: string;
  form: UploadForm;
  idempotencyKey: string | null;
}

/** What makes two uploads "the same": process, date, description, file name and bytes. */
export function uploadFingerprint(processId: number, form: UploadForm): string {
  const fileHash = createHash('sha256').update(form.content).digest('hex');
  return createHash('sha256')
    .update(JSON.stringify([processId, form.date, form.description, form.fileName, fileHash]))
    .digest('hex');
}

/**
 * Creates the manual movement and its file in one transaction. With an Idempotency-Key the same key returns the
 * first answer; an advisory lock on the key serialises concurrent retries so only one of them creates anything.
 */
export async function createManualMovement(db: Db, request: ManualMovementRequest): Promise<{ statusCode: number; body: Movement }> {
  const hash = uploadFingerprint(request.processId, request.form);
  return db.transaction(async (tx) => {
    const scope: IdempotencyScope | null = request.idempotencyKey
      ? { organizationId: request.organizationId, userId: request.userId, key: request.idempotencyKey }
      : null;
    if (scope) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${scope.organizationId}:${scope.userId}:${scope.key}`]);
      const stored = await findStoredResponse(tx, scope);
      if (stored) {
        if (stored.requestHash !== hash) throw new HttpError(422, MESSAGES.idempotencyReused);
        return { statusCode: stored.statusCode, body: stored.body as Movement };
      }
    }
    const { form } = request;
    // Midday in São Paulo, so the day never shifts when shown in Brazil.
    const movementId = await insertMovement(tx, {
      organizationId: request.organizationId,
      processId: request.processId,
      date: `${form.date}T12:00:00-03:00`,
      class: MANUAL_MOVEMENT_CLASS,
      text: form.description,
      isManual: true,
      createdBy: request.userId,
    });
    await insertFile(tx, {
      organizationId: request.organizationId,
      processId: request.processId,
      movementId,
      kind: 'MANUAL',
      name: form.fileName,
      description: form.description,
      contentType: form.contentType,
      date: form.date,
      createdBy: request.userId,
      content: form.content,
    });
    const body = await findMovement(tx, movementId);
    if (!body) throw new Error('created movement not found');
    if (scope) await storeResponse(tx, scope, { requestHash: hash, statusCode: 201, body });
    return { statusCode: 201, body };
  });
}
