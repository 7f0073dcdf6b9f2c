import { uploadManualMovement } from '../api/upload-manual-movement';
import { isApiError } from '../../../lib/api-error';
import type { SendOutcome } from '../../../offline/outbox-machine';
import { outboxFile, type OutboxItem } from '../../../offline/outbox-store';

/** Sends one queued movement with its own Idempotency-Key (and a fresh token, read by upload()). Never rejects. */
export async function sendOutboxItem(item: OutboxItem, onProgress?: (fraction: number) => void): Promise<SendOutcome> {
  const file = new File([outboxFile(item)], item.fileName, { type: item.fileType });
  try {
    await uploadManualMovement(item.orgId, item.processId, {
      file,
      date: item.dtMovimentation,
      description: item.description,
      idempotencyKey: item.idempotencyKey,
      onProgress,
    });
    return 'ok';
  } catch (error) {
    if (isApiError(error)) return { status: error.kind === 'http' ? error.status : 0, message: error.message };
    return { status: 0, message: error instanceof Error ? error.message : 'Falha no envio.' };
  }
}
