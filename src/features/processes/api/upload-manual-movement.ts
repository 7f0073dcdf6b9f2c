import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, UPLOAD_FIELDS } from '../../../contract/manual-upload';
import type { Movement } from '../../../contract/movements';
import { movementEndpoints } from '../../../contract/endpoints/movements';
import { callUpload } from '../../../lib/http/call-api';
import { onManualMovementCreated } from './on-manual-movement-created';

export interface ManualMovementUpload {
  file: File;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** One per form submission, reused by retries of that submission. */
  idempotencyKey: string;
  onProgress?: (fraction: number) => void;
}

/**
 * Whether a 2xx body is the movement this upload stored: the outbox deletes the item on it, so a look-alike (a
 * portal's JSON) must not pass. The PWA carries no TypeBox, so the Movement schema's key fields are read here.
 */
function isStoredMovement(body: unknown, processId: number): boolean {
  if (!body || typeof body !== 'object') return false;
  const movement = body as Partial<Record<keyof Movement, unknown>>;
  return (
    Number.isInteger(movement.id) &&
    movement.processId === processId &&
    movement.isManual === true &&
    typeof movement.text === 'string'
  );
}

/** POST /v1/file/uploadManual/{o}/process/{p} — multipart file + dtMovimentation + description; 201 = the movement. */
export function uploadManualMovement(orgId: number, processId: number, input: ManualMovementUpload): Promise<Movement> {
  const body = new FormData();
  body.append(UPLOAD_FIELDS.date, input.date);
  body.append(UPLOAD_FIELDS.description, input.description);
  body.append(UPLOAD_FIELDS.file, input.file, input.file.name);
  return callUpload(movementEndpoints.uploadManualMovement, {
    params: { orgId, processId },
    body,
    headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey },
    onProgress: input.onProgress,
    expectedStatuses: [400, 413, 415, 422],
    accept: (answer) => isStoredMovement(answer, processId),
  });
}

export function useUploadManualMovement(orgId: number, processId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualMovementUpload) => uploadManualMovement(orgId, processId, input),
    onSuccess: () => onManualMovementCreated(queryClient, orgId, processId),
  });
}
