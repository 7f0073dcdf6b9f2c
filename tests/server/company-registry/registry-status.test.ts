import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourtSourcesStatus } from '../../../src/contract/court-data.ts';
import { companyDataConfigFromEnv } from '../../../server/company-registry/company-registry-config.ts';
import { REGISTRY_MESSAGES } from '../../../server/company-registry/minha-receita/minha-receita-errors.ts';
import { createMinhaReceitaRegistry } from '../../../server/company-registry/minha-receita/minha-receita-registry.ts';
import { withRegistryOutcomes } from '../../../server/company-registry/registry-outcomes.ts';
import { registryStatusRecorder } from '../../../server/company-registry/registry-status-recorder.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { fakeFetch, recordingsOf, startFakeRegistry, type FakeRegistry } from './minha-receita-recordings.ts';

const SOURCES = `/v1/organization/${DEMO_ORGS.moraes}/court-data/sources`;
const BR = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;
const BASIC = DEMO_USERS.basico.email;
const HOLDING = '45123087000122';

/** Issue 34 "bad input": the register's errors reach the "Fontes de dados" screen in Portuguese, with when. */
describe('company registry status (GET …/court-data/sources → companyRegistry)', () => {
  let registry: FakeRegistry;
  let ctx: TestContext;
  const status = async () => ((await ctx.get(SOURCES, { as: BASIC })).json() as CourtSourcesStatus).companyRegistry;

  beforeAll(async () => {
    registry = await startFakeRegistry(recordingsOf('holding-with-partners', 'updated'));
    ctx = await createTestContext({
      companyData: companyDataConfigFromEnv({ COMPANY_DATA: 'minhareceita', COMPANY_DATA_BASE_URL: registry.url }),
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await registry?.close();
  });

  it('before any call: the provider and where it is asked; protests not configured', async () => {
    expect(await status()).toEqual({
      mode: 'minhareceita',
      host: registry.url.replace('http://', ''),
      dataDate: null,
      lastSuccessAt: null,
      lastErrorAt: null,
      lastError: null,
      lastErrorStatus: null,
      protestSource: 'NOT_CONFIGURED',
    });
  });

  it('after a 429 past its retries: the Portuguese error, its status and when', async () => {
    // The same recorder the server wires, on a register that answers 429 whatever it waits (no real waiting).
    const always429 = recordingsOf('rate-limited-429').slice(0, 1);
    const limited = withRegistryOutcomes(
      createMinhaReceitaRegistry({
        baseUrl: registry.url,
        fetch: fakeFetch(always429).fetch,
        now: () => Date.parse('2026-01-05T10:00:00Z'),
        sleep: async () => undefined,
      }),
      registryStatusRecorder(ctx.db, 'MINHA_RECEITA', () => undefined),
      () => Date.parse('2026-01-05T10:00:00Z'),
    );
    await expect(limited.company(HOLDING)).rejects.toThrow(REGISTRY_MESSAGES.rateLimited);
    expect(await status()).toMatchObject({
      lastError: REGISTRY_MESSAGES.rateLimited,
      lastErrorStatus: 429,
      lastErrorAt: '2026-01-05T10:00:00.000Z',
      lastSuccessAt: null,
    });
  });

  it('after a success (an analysis on the register): when, and the data’s date from /updated; the error stays dated', async () => {
    const item = (
      await ctx.db.query<{ id: number }>(
        `INSERT INTO consume_unique_items (organization_id, holder_id, document_number, document_type, document_info)
         VALUES ($1, $2, $3, 'CNPJ', 'AURORA') RETURNING id`,
        [DEMO_ORGS.moraes, DEMO_HOLDERS.moraes, HOLDING],
      )
    ).rows[0]?.id;
    const started = await ctx.post(`${BR}/userPlanUserConsumeBusinessRelationshipsSummary/${item}`, { as: BASIC });
    expect(started.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    const after = await status();
    expect(after).toMatchObject({ dataDate: '2026-10-12', lastError: REGISTRY_MESSAGES.rateLimited });
    expect(Date.parse(after.lastSuccessAt ?? '')).toBeGreaterThan(Date.parse(after.lastErrorAt ?? ''));
  });
});
