import { cnjFromParts } from '../../../src/contract/cnj.ts';
import { DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import type { CourtCommunication } from '../../../server/court-data/court-communication.ts';
import { storeCommunication, type StoreContext } from '../../../server/court-data/sync/store-communication.ts';
import { upsertOabRegistration } from '../../../server/repositories/oab-registrations.ts';
import { createTestContext } from '../../server/helpers/test-app.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';
import type { Measurement } from '../lib/budget.ts';
import type { BenchContext } from '../lib/context.ts';
import { percentile } from '../lib/stats.ts';

/**
 * Figure 13, real court data: 100,000 DJEN communications stored through the synchronisation's own path (one
 * transaction each, as a cycle stores them: claim, process, movement, notification, registration link), on an
 * in-memory PGlite of its own; then the notification list and the OAB screen's list as the API answers them (inject:
 * routing, access, the SQL and the serialisation; no network), with 1,000 OAB registrations.
 * BENCH_COMMUNICATIONS sets the count (smaller for a quick look).
 */
export const COURT_DATA_BUDGETS = {
  /** 4 ms = 250 communications/s: a large firm's day of publications in a minute or two. */
  ingestMsPerCommunication: 4,
  notificationListP95Ms: 40,
  oabListP95Ms: 150,
} as const;

const ORG = DEMO_ORGS.moraes;
const PROCESSES = 10_000;
const REGISTRATIONS = 1_000;
const REQUESTS = 60;

function communication(i: number): CourtCommunication {
  const number = cnjFromParts({
    sequence: String(1_000_000 + (i % PROCESSES)).padStart(7, '0'),
    year: '2025',
    justice: '8',
    court: '26',
    origin: '0100',
  });
  const day = String(1 + (i % 28)).padStart(2, '0');
  return {
    source: 'DJEN',
    sourceId: `bench-${i}`,
    // 20 digits, as a source gives it.
    processNumber: number.replace(/\D/g, ''),
    court: 'TJSP',
    organ: '1ª Vara Cível',
    type: i % 3 === 0 ? 'Intimação' : 'Citação',
    documentType: 'Despacho',
    className: 'Procedimento Comum Cível',
    classCode: 7,
    availabilityDate: `2026-10-${day}`,
    textHtml: `<p>Fica a parte intimada do despacho ${i}. Prazo legal.</p>`,
    parties: [
      { pole: 'ACTIVE', name: `Autora ${i % 500}` },
      { pole: 'PASSIVE', name: `Ré ${i % 700}` },
    ],
    lawyers: [{ name: 'Carla Lima', oabNumber: '123456', oabUf: 'SP' }],
    certificateUrl: `https://comunicaapi.pje.jus.br/api/v1/comunicacao/bench${i}/certidao`,
    link: null,
    cancelled: false,
    cancellationReason: null,
    cancelledAt: null,
  };
}

async function timed(requests: number, send: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await send();
    out.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
  }
  return out;
}

export async function courtDataFigure(ctx: BenchContext): Promise<Measurement[]> {
  const count = Number(process.env.BENCH_COMMUNICATIONS ?? 100_000);
  const app = await createTestContext({}, 5);
  try {
    const registration = await upsertOabRegistration(app.db, {
      organizationId: ORG,
      number: '123456',
      uf: 'SP',
      lawyerUserId: null,
    });
    for (let i = 0; i < REGISTRATIONS - 1; i++)
      await upsertOabRegistration(app.db, {
        organizationId: ORG,
        number: String(200_000 + i),
        uf: 'SP',
        lawyerUserId: null,
      });
    const store: StoreContext = {
      organizationId: ORG,
      registrationId: registration.id,
      notifyNewProcess: true,
      notifyChange: true,
      suspensions: [],
      now: new Date('2026-11-01T09:00:00Z'),
    };
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      await app.db.transaction((tx) => storeCommunication(tx, store, communication(i)));
      if ((i + 1) % 20_000 === 0) ctx.log(`  figure 13: ${i + 1} communications stored`);
    }
    const seconds = (performance.now() - started) / 1000;
    const rssMiB = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
    const as = { as: DEMO_USERS.admin.email };
    const base = `/v1/organization/${ORG}`;
    const firstPage = await timed(REQUESTS, () => app.get(`${base}/notifications?page=0`, as));
    const deepPage = await timed(REQUESTS, () => app.get(`${base}/notifications?page=5000`, as));
    const unviewed = await timed(REQUESTS, () => app.get(`${base}/notifications?viewed=false&page=3`, as));
    const oab = await timed(REQUESTS / 2, () => app.get(`${base}/court-data/oab-registrations`, as));
    const note = `${count.toLocaleString('en')} communications on ${PROCESSES.toLocaleString('en')} processes, PGlite in memory`;
    return [
      {
        figure: '13',
        name: 'DJEN ingest, time per communication',
        unit: 'ms',
        values: [(seconds * 1000) / count],
        budget: { max: COURT_DATA_BUDGETS.ingestMsPerCommunication },
        note: `${note}: ${(count / seconds).toFixed(0)} communications/s, ${seconds.toFixed(0)} s in all, RSS +${rssMiB.toFixed(0)} MiB`,
      },
      {
        figure: '13',
        name: 'Notification list after the ingest, p95 (first page)',
        unit: 'ms',
        values: [percentile(firstPage, 95)],
        budget: { max: COURT_DATA_BUDGETS.notificationListP95Ms },
        note: `${REQUESTS} requests through the API (inject)`,
      },
      {
        figure: '13',
        name: 'Notification list after the ingest, p95 (page 5,000)',
        unit: 'ms',
        values: [percentile(deepPage, 95)],
        budget: { max: COURT_DATA_BUDGETS.notificationListP95Ms * 3 },
      },
      {
        figure: '13',
        name: 'Notification list after the ingest, p95 (unviewed, page 4)',
        unit: 'ms',
        values: [percentile(unviewed, 95)],
        budget: { max: COURT_DATA_BUDGETS.notificationListP95Ms },
      },
      {
        figure: '13',
        name: 'OAB registrations list (1,000 registrations), p95',
        unit: 'ms',
        values: [percentile(oab, 95)],
        budget: { max: COURT_DATA_BUDGETS.oabListP95Ms },
        note: `${REQUESTS / 2} requests; each registration with its counts and latest communications`,
      },
    ];
  } finally {
    await app.close();
  }
}
