import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app.ts';
import { multipart, processIds, uploadParts } from '../helpers/multipart.ts';
import { createTestContext, TEST_APP_CONFIG, type TestContext } from '../helpers/test-app.ts';
import { rawRequest, type RawAnswer, type SendMode } from './raw-http.ts';
import { DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';

/** Trials; UPLOAD_TRIALS=1000 for a deeper run. Four kinds take turns, so each gets a quarter. */
const TRIALS = Math.max(8, Number(process.env.UPLOAD_TRIALS ?? 100));

interface KeyRecord {
  key: string;
  description: string;
  /** A whole request was sent and its answer awaited at least once: exactly one movement. */
  completed: boolean;
  /**
   * The whole body was written, then the client hung up without reading. Zero or one movement: the server may see
   * the hang-up before its parser read the body to the end (on PostgreSQL the authentication hooks await the
   * database first, so it often does) and then answers nobody and writes nothing; the client retries the key.
   */
  abandoned: boolean;
  /** Movement ids of the 201 answers the client read. */
  acknowledged: number[];
}

/** A small deterministic PRNG (mulberry32): the same cuts every run. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Part (e): the manual upload over a real listening server and raw sockets — bodies cut mid-way, answers never
 * read, one key sent concurrently, the server restarted between send and retry. Afterwards every key whose body
 * completed has exactly one movement, every acknowledged movement exists, and nothing is duplicated.
 */
describe('route sweep (e): manual upload under connection faults', () => {
  let ctx: TestContext;
  let app: App;
  let port = 0;
  let processId = 0;
  const keys: KeyRecord[] = [];
  const figures = { trials: 0, requests: 0, serverErrors: 0, restarts: 0, failures: [] as string[] };
  const random = prng(20261123);

  const start = async (next: App) => {
    app = next;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  };
  beforeAll(async () => {
    ctx = await createTestContext({}, 10);
    processId = (await processIds(ctx.db, DEMO_ORGS.moraes))[0] ?? 0;
    await start(ctx.app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await ctx.db.close();
  });

  const send = async (record: KeyRecord, mode: SendMode): Promise<RawAnswer> => {
    const body = multipart(uploadParts({ description: record.description }));
    figures.requests += 1;
    const answer = await rawRequest(
      port,
      {
        method: 'POST',
        path: `/v1/file/uploadManual/${DEMO_ORGS.moraes}/process/${processId}`,
        headers: {
          ...ctx.as(DEMO_USERS.advogada.email),
          'content-type': body.contentType,
          'idempotency-key': record.key,
        },
      },
      body.payload,
      mode.kind === 'abort-mid-body' ? { kind: mode.kind, cut: Math.min(mode.cut, body.payload.length - 1) } : mode,
    );
    if (mode.kind === 'full') record.completed = true;
    if (mode.kind === 'abort-after-body') record.abandoned = true;
    if (answer.status !== undefined && answer.status >= 500) figures.serverErrors += 1;
    if (mode.kind === 'full') {
      if (answer.status === 201) record.acknowledged.push((JSON.parse(answer.body ?? '{}') as { id: number }).id);
      else
        figures.failures.push(
          `${record.key}: full send answered ${String(answer.status)} ${answer.body?.slice(0, 120) ?? ''}`,
        );
    }
    return answer;
  };
  const newKey = (kind: string): KeyRecord => {
    const record = {
      key: `sweep-${kind}-${keys.length}`,
      description: `Ensaio de falha ${kind} ${keys.length}`,
      completed: false,
      abandoned: false,
      acknowledged: [],
    };
    keys.push(record);
    return record;
  };
  const restart = async () => {
    await app.close();
    figures.restarts += 1;
    await start(await buildApp({ db: ctx.db, verifier: ctx.identity.verifier, appConfig: TEST_APP_CONFIG }));
  };

  it(`runs ${TRIALS} fault trials`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      figures.trials += 1;
      const kind = trial % 4;
      if (kind === 0) {
        const record = newKey('abort-mid-body');
        await send(record, { kind: 'abort-mid-body', cut: Math.floor(random() * 900) + 20 });
        // Most clients retry; some never come back (that key must stay without a movement).
        if (trial % 8 !== 0) await send(record, { kind: 'full' });
      } else if (kind === 1) {
        const record = newKey('abort-after-body');
        await send(record, { kind: 'abort-after-body' });
        if (trial % 3 !== 0) await send(record, { kind: 'full' });
      } else if (kind === 2) {
        const record = newKey('concurrent');
        await Promise.all([1, 2, 3].map(() => send(record, { kind: 'full' })));
      } else {
        const acked = newKey('restart-acked');
        await send(acked, { kind: 'full' });
        const pending = newKey('restart-pending');
        await send(pending, { kind: 'abort-after-body' });
        await restart();
        await send(acked, { kind: 'full' });
        await send(pending, { kind: 'full' });
      }
    }
    expect(figures.trials).toBeGreaterThanOrEqual(TRIALS);
  }, 600_000);

  it('leaves exactly one movement per completed key: none lost, none duplicated, none from cut bodies', async () => {
    // Let requests whose client hung up finish before counting.
    await restart();
    let lost = 0;
    let duplicated = 0;
    for (const record of keys) {
      const { rows } = await ctx.db.query<{ id: number }>(
        'SELECT id::int AS id FROM movements WHERE process_id = $1 AND is_manual AND text = $2 ORDER BY id',
        [processId, record.description],
      );
      const expected = record.completed ? 1 : 0;
      const allowed = record.completed || record.abandoned ? 1 : 0;
      if (rows.length > 1) duplicated += 1;
      if (rows.length < expected || record.acknowledged.some((id) => !rows.some((row) => row.id === id))) lost += 1;
      if (rows.length < expected || rows.length > allowed)
        figures.failures.push(
          `${record.key}: ${rows.length} movements, expected ${expected}${allowed > expected ? ` or ${allowed}` : ''}`,
        );
      if (new Set(record.acknowledged).size > 1)
        figures.failures.push(`${record.key}: answered with different movements ${record.acknowledged.join(', ')}`);
    }
    console.log(
      `[sweep] (e) upload faults: trials ${figures.trials}, keys ${keys.length}, requests ${figures.requests}, restarts ${figures.restarts}, ` +
        `failures ${figures.failures.length}, 5xx ${figures.serverErrors}, lost ${lost}, duplicated ${duplicated}`,
    );
    if (figures.failures.length) console.log(`[sweep] (e) failures:\n  ${figures.failures.slice(0, 30).join('\n  ')}`);
    expect(keys.filter((record) => record.acknowledged.length > 0).length).toBeGreaterThan(TRIALS / 2);
    expect({ lost, duplicated, serverErrors: figures.serverErrors, failures: figures.failures }).toEqual({
      lost: 0,
      duplicated: 0,
      serverErrors: 0,
      failures: [],
    });
  }, 120_000);
});
