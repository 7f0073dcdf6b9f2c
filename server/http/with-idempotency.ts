import type { Db } from '../db/db.ts';
import {
  findStoredResponse,
  lockIdempotencyKey,
  storeResponse,
  type IdempotencyScope,
} from '../repositories/idempotency.ts';
import { HttpError } from './http-error.ts';
import { MESSAGES } from './messages.ts';

/** An answer that can be remembered and given again: its status and JSON body. */
interface IdempotentAnswer {
  statusCode: number;
  body: unknown;
}

interface IdempotentRequest<A extends IdempotentAnswer> {
  /** Who sent which Idempotency-Key; null = no key, `create` simply runs. */
  scope: IdempotencyScope | null;
  /** What makes two requests "the same": a replay with other content is a 422. */
  requestHash: string;
  /** The answer a replay gives, rebuilt from the stored status and body. */
  replay(stored: IdempotentAnswer): A;
}

/**
 * The Idempotency-Key sequence, written once: in one transaction, lock the key (concurrent retries wait, so only one
 * creates anything), give back the stored answer when there is one (422 when the key came with other content),
 * otherwise run `create` and remember its answer. Stored answers are pruned by the retention job (maintenance/retention.ts).
 */
export async function withIdempotency<A extends IdempotentAnswer>(
  db: Db,
  request: IdempotentRequest<A>,
  create: (tx: Db) => Promise<A>,
): Promise<A> {
  return db.transaction(async (tx) => {
    const { scope, requestHash } = request;
    if (scope) {
      await lockIdempotencyKey(tx, scope);
      const stored = await findStoredResponse(tx, scope);
      if (stored) {
        if (stored.requestHash !== requestHash) throw new HttpError(422, MESSAGES.idempotencyReused);
        return request.replay({ statusCode: stored.statusCode, body: stored.body });
      }
    }
    const answer = await create(tx);
    if (scope) await storeResponse(tx, scope, { requestHash, statusCode: answer.statusCode, body: answer.body });
    return answer;
  });
}
