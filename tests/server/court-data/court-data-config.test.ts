import { describe, expect, it } from 'vitest';
import { createCommunicationsProvider } from '../../../server/court-data/court-data-providers.ts';
import {
  courtDataConfigFromEnv,
  DEFAULT_DJEN_BASE_URL,
  DEFAULT_SYNC_CRON,
} from '../../../server/court-data/court-data-config.ts';
import { parseSuspension, SUSPENSION_MESSAGES } from '../../../server/court-data/court-suspensions.ts';
import { createDemoProcessData } from '../../../server/court-data/demo-process-data.ts';
import { nextRunOf } from '../../../server/court-data/sync/next-run.ts';

describe('court data configuration', () => {
  it('defaults to the demo, unscheduled; COURT_DATA=djen schedules 06:00 and 22:00 in Brasília', () => {
    expect(courtDataConfigFromEnv({})).toEqual({
      mode: 'demo',
      djenBaseUrl: DEFAULT_DJEN_BASE_URL,
      syncCron: null,
      windowDays: 7,
    });
    expect(courtDataConfigFromEnv({ COURT_DATA: 'djen' })).toMatchObject({ mode: 'djen', syncCron: DEFAULT_SYNC_CRON });
    expect(
      courtDataConfigFromEnv({
        COURT_DATA: 'djen',
        DJEN_SYNC_CRON: 'off',
        DJEN_BASE_URL: 'https://hcomunicaapi.cnj.jus.br',
        DJEN_WINDOW_DAYS: '3',
      }),
    ).toEqual({ mode: 'djen', djenBaseUrl: 'https://hcomunicaapi.cnj.jus.br', syncCron: null, windowDays: 3 });
  });

  it('lists every problem at once, in Portuguese', () => {
    expect(() =>
      courtDataConfigFromEnv({
        COURT_DATA: 'real',
        DJEN_BASE_URL: 'ftp://x',
        DJEN_SYNC_CRON: 'toda hora',
        DJEN_WINDOW_DAYS: '0',
      }),
    ).toThrow(
      /COURT_DATA deve ser "demo" ou "djen"[\s\S]*DJEN_BASE_URL deve ser[\s\S]*DJEN_SYNC_CRON deve ser[\s\S]*DJEN_WINDOW_DAYS deve ser/,
    );
  });

  it('picks the provider the configuration names', () => {
    expect(createCommunicationsProvider(courtDataConfigFromEnv({})).source).toBe('DEMO');
    expect(createCommunicationsProvider(courtDataConfigFromEnv({ COURT_DATA: 'djen' })).source).toBe('DJEN');
  });

  it('knows when a daily schedule runs next (UTC), and says nothing for other forms', () => {
    expect(nextRunOf(DEFAULT_SYNC_CRON, new Date('2026-03-12T05:00:00Z'))).toEqual(new Date('2026-03-12T09:00:00Z'));
    expect(nextRunOf(DEFAULT_SYNC_CRON, new Date('2026-03-12T09:00:00Z'))).toEqual(new Date('2026-03-13T01:00:00Z'));
    expect(nextRunOf('*/5 * * * *', new Date())).toBeNull();
    expect(nextRunOf(null, new Date())).toBeNull();
  });
});

describe('court suspensions as data', () => {
  it('validates what an operator types', () => {
    expect(
      parseSuspension({
        court: 'tjsp',
        from: '2026-03-10',
        to: '2026-03-12',
        kind: 'CLOSED',
        reason: ' Sistema fora do ar ',
      }),
    ).toEqual({
      ok: true,
      value: { court: 'TJSP', from: '2026-03-10', to: '2026-03-12', kind: 'CLOSED', reason: 'Sistema fora do ar' },
    });
    expect(
      parseSuspension({ court: 'São Paulo!', from: '2026-03-12', to: '2026-03-10', kind: 'FERIAS', reason: '' }),
    ).toEqual({
      ok: false,
      errors: [
        SUSPENSION_MESSAGES.court,
        SUSPENSION_MESSAGES.dates,
        SUSPENSION_MESSAGES.kind,
        SUSPENSION_MESSAGES.reason,
      ],
    });
  });
});

describe('demo process data', () => {
  it('answers the same plausible process for a number of a known court, "not found" for others', async () => {
    const demo = createDemoProcessData();
    const first = await demo.lookup('1004321-81.2025.8.26.0100');
    expect(first).toMatchObject({
      status: 'found',
      process: {
        processNumber: '10043218120258260100',
        court: 'TJSP',
        movements: expect.arrayContaining([{ code: 26, name: 'Distribuição', at: expect.any(String) }]),
      },
    });
    expect(await demo.lookup('10043218120258260100')).toEqual(first);
    expect(await demo.lookup('0012345-45.2026.8.06.0001')).toEqual({ status: 'not-found' });
    await expect(demo.lookup('0012345-46.2026.8.06.0001')).rejects.toThrow('Número CNJ inválido');
  });
});
