import { createHash } from 'node:crypto';
import type { Movement } from '../../src/contract/movements.ts';
import type { Db } from '../db/db.ts';
import { withIdempotency } from '../http/with-idempotency.ts';
import { insertFile } from '../repositories/files.ts';
import { findMovement, insertMovement, MANUAL_MOVEMENT_CLASS } from '../repositories/movements.ts';
import type { UploadForm } from './read-upload-form.ts';

interface ManualMovementRequest {
  organizationId: number;
  processId: number;
  userId: string;
  form: UploadForm;
  idempotencyKey: string | null;
  /** Records the movement (audit trail) in the same transaction; not called on a replay. */
  onCreated?: (tx: Db, created: { movementId: number; fileName: string }) => Promise<void>;
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
 * first answer (http/with-idempotency.ts).
 */
export async function createManualMovement(
  db: Db,
  request: ManualMovementRequest,
): Promise<{ statusCode: number; body: Movement }> {
  const scope = request.idempotencyKey
    ? { organizationId: request.organizationId, userId: request.userId, key: request.idempotencyKey }
    : null;
  const replay = (stored: { statusCode: number; body: unknown }) => ({
    statusCode: stored.statusCode,
    body: stored.body as Movement,
  });
  return withIdempotency(
    db,
    { scope, requestHash: uploadFingerprint(request.processId, request.form), replay },
    async (tx) => {
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
      await request.onCreated?.(tx, { movementId, fileName: form.fileName });
      const body = await findMovement(tx, movementId);
      if (!body) throw new Error('created movement not found');
      return { statusCode: 201, body };
    },
  );
}
