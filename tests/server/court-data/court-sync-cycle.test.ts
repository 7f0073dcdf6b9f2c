import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import type {
  CommunicationQuery,
  CommunicationsProvider,
  CourtCommunication,
} from '../../../server/court-data/court-communication.ts';
import { createDemoCommunications } from '../../../server/court-data/demo-communications.ts';
import { badAnswer, DJEN_MESSAGES } from '../../../server/court-data/djen/djen-errors.ts';
import { addCourtSuspension, SUSPENSION_MESSAGES } from '../../../server/court-data/court-suspensions.ts';
import { runCourtSync } from '../../../server/court-data/sync/court-sync.ts';
import { listCourtSuspensions } from '../../../server/repositories/court-suspensions.ts';
import { upsertOabRegistration } from '../../../server/repositories/oab-registrations.ts';
import { createSeededDb } from '../helpers/seeded-db.ts';

const NOW = new Date('2026-03-12T12:00:00Z');

const communication = (over: Partial<CourtCommunication>): CourtCommunication => ({
  source: 'DJEN',
  sourceId: '1',
  processNumber: '08012347320238190001',
  court: 'TJRJ',
  organ: '27ª Vara Cível',
  type: 'Intimação',
  documentType: 'Despacho',
  className: 'Procedimento Comum Cível',
  classCode: 7,
  availabilityDate: '2026-03-10',
  textHtml: '<p>Intime-se.</p>',
  parties: [{ pole: 'ACTIVE', name: 'Autora Exemplo' }],
  lawyers: [],
  certificateUrl: null,
  link: null,
  cancelled: false,
  cancellationReason: null,
  cancelledAt: null,
  ...over,
});

/** Answers by OAB number; counts the searches. */
function stubProvider(
  answers: Record<string, CourtCommunication[] | Error>,
): CommunicationsProvider & { searches: CommunicationQuery[] } {
  const searches: CommunicationQuery[] = [];
  return {
    source: 'DJEN',
    searches,
    async search(query) {
      searches.push(query);
      const answer = query.kind === 'oab' ? answers[query.oab.number] : undefined;
      if (answer instanceof Error) throw answer;
      return { communications: answer ?? [], complete: true, skipped: 0, warnings: [] };
    },
  };
}

describe('court sync cycle', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createSeededDb(0);
  });
  afterAll(async () => db.close());

  const count = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;

  it('a failing registration or item costs only itself: nothing half-stored, the cycle goes on', async () => {
    const org = DEMO_ORGS.atlantico;
    await upsertOabRegistration(db, { organizationId: org, number: '111', uf: 'SP', lawyerUserId: null });
    await upsertOabRegistration(db, { organizationId: org, number: '222', uf: 'SP', lawyerUserId: null });
    // The second names a court code the database lacks under an acronym another court holds: its process cannot be
    // created, so its whole transaction (the communication row included) rolls back.
    const broken = communication({ sourceId: '2', processNumber: '00123454520268060001', court: 'TJSP' });
    const provider = stubProvider({
      111: badAnswer(),
      222: [communication({ sourceId: '1' }), broken, communication({ sourceId: '3', availabilityDate: '2026-03-11' })],
    });
    const report = await runCourtSync(db, provider, { now: NOW, windowDays: 7, organizationId: org });
    expect(report.organizations[0]).toMatchObject({ organizationId: org, created: 2, errors: 2, processesCreated: 1 });
    expect(await count('SELECT count(*)::int AS n FROM court_communications WHERE organization_id = $1', [org])).toBe(
      2,
    );
    expect(
      await count(
        "SELECT count(*)::int AS n FROM processes WHERE organization_id = $1 AND number = '0012345-45.2026.8.06.0001'",
        [org],
      ),
    ).toBe(0);
    const registrations = await db.query<{ number: string; last_items: number; last_error: string | null }>(
      'SELECT number, last_items, last_error FROM oab_registrations WHERE organization_id = $1 ORDER BY number',
      [org],
    );
    expect(registrations.rows).toEqual([
      { number: '111', last_items: 0, last_error: DJEN_MESSAGES.badAnswer },
      { number: '222', last_items: 2, last_error: null },
    ]);
  });

  it('asks a registration shared by two organizations once per cycle, and stores it for both', async () => {
    for (const org of [DEMO_ORGS.master, DEMO_ORGS.ribeiro])
      await upsertOabRegistration(db, { organizationId: org, number: '333', uf: 'RJ', lawyerUserId: null });
    const provider = stubProvider({ 333: [communication({ sourceId: '77' })] });
    const report = await runCourtSync(db, provider, { now: NOW, windowDays: 7 });
    expect(provider.searches.filter((q) => q.kind === 'oab' && q.oab.number === '333')).toHaveLength(1);
    expect(await count("SELECT count(*)::int AS n FROM court_communications WHERE source_id = '77'", [])).toBe(2);
    expect(report).toMatchObject({ from: '2026-03-05', to: '2026-03-12', abortedBecause: null });
  });

  it('with the demo provider: generated communications, the same on every run (nothing twice)', async () => {
    const org = DEMO_ORGS.moraes;
    await upsertOabRegistration(db, { organizationId: org, number: '98765', uf: 'SP', lawyerUserId: null });
    const demo = createDemoCommunications();
    const first = await runCourtSync(db, demo, { now: NOW, windowDays: 14, organizationId: org });
    const created = first.organizations[0]?.created ?? 0;
    expect(created).toBeGreaterThan(0);
    const second = await runCourtSync(db, demo, { now: NOW, windowDays: 14, organizationId: org });
    expect(second.organizations[0]).toMatchObject({ created: 0, known: created, errors: 0 });
    const status = await db.query('SELECT source, items FROM court_source_status WHERE organization_id = $1', [org]);
    expect(status.rows).toEqual([{ source: 'DEMO', items: 0 }]);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM court_communications WHERE organization_id = $1 AND source = 'DEMO'",
        [org],
      ),
    ).toBe(created);
  });

  it('keeps court suspensions as data: one added is read back for the calendar', async () => {
    expect(
      await addCourtSuspension(db, {
        court: null,
        from: '2026-04-01',
        to: '2026-04-02',
        kind: 'DEADLINES',
        reason: 'Correição geral',
      }),
    ).toMatchObject({ ok: true });
    expect(await addCourtSuspension(db, { from: '2026-04-01', to: 'amanhã', kind: 'CLOSED', reason: 'x' })).toEqual({
      ok: false,
      errors: [SUSPENSION_MESSAGES.dates],
    });
    expect(await listCourtSuspensions(db, '2026-03-01')).toEqual([
      { court: null, from: '2026-04-01', to: '2026-04-02', kind: 'DEADLINES', reason: 'Correição geral' },
    ]);
    expect(await listCourtSuspensions(db, '2026-04-03')).toEqual([]);
  });
});
