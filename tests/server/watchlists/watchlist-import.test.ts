import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { importListFile } from '../../../server/watchlists/import-list-file.ts';
import { runWatchlistImport } from '../../../server/watchlists/watchlist-import.ts';
import { listWatchlistStatus } from '../../../server/repositories/watchlists.ts';
import { WATCHLIST_MESSAGES } from '../../../server/watchlists/watchlist-entry.ts';
import { DEMO_WATCHLISTS, type WatchlistsConfig } from '../../../server/watchlists/watchlists-config.ts';
import { createSeededDb } from '../helpers/seeded-db.ts';
import { cguZip, fixtureBytes } from './watchlist-fixtures.ts';

const FETCHED = new Date('2026-11-26T12:00:00Z');
const file = (bytes: Uint8Array, url = 'https://exemplo.test/ceis') => ({ bytes, sourceUrl: url, fetchedAt: FETCHED });

describe('importing a list file: all or nothing, idempotent', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createSeededDb(0);
  });
  afterAll(async () => db.close());
  beforeEach(async () => {
    await db.exec('DELETE FROM watchlist_entries; DELETE FROM watchlist_versions; DELETE FROM watchlist_source_status');
  });

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0);
  const current = () =>
    db.query<{ id: number; row_count: number; published_on: string; skipped_rows: number }>(
      `SELECT id::int AS id, row_count, published_on::text AS published_on, skipped_rows FROM watchlist_versions
       WHERE list = 'CEIS' AND status = 'CURRENT'`,
    );

  it('imports the rows it can read, counts the malformed ones, and does nothing for the same file twice', async () => {
    const bytes = cguZip('CEIS');
    const first = await importListFile(db, 'CEIS', file(bytes));
    expect(first).toMatchObject({ outcome: 'IMPORTED', report: { rows: 4, skipped: 2 } });
    expect(first.message).toMatch(/^2 linhas ignoradas por estarem malformadas \(linha 6: 7 colunas em vez de 24;/);
    expect((await current()).rows).toEqual([
      { id: first.versionId, row_count: 4, published_on: '2026-11-26', skipped_rows: 2 },
    ]);
    expect(await count('SELECT count(*)::int AS n FROM watchlist_entries')).toBe(4);
    const entry = await db.query<{ masked: boolean; visible_digits: string; source_link: string; raw: object }>(
      `SELECT masked, visible_digits, source_link, raw FROM watchlist_entries WHERE record_id = '316136'`,
    );
    expect(entry.rows[0]).toMatchObject({
      masked: true,
      visible_digits: '204736',
      source_link: 'https://exemplo.test/ceis',
    });
    expect(entry.rows[0]?.raw).toMatchObject({ 'NOME DO SANCIONADO': 'MARCOS VINÍCIUS TAVARES' });

    const again = await importListFile(db, 'CEIS', file(bytes));
    expect(again).toMatchObject({ outcome: 'UNCHANGED', versionId: first.versionId });
    expect(await count('SELECT count(*)::int AS n FROM watchlist_versions')).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM watchlist_entries')).toBe(4);
  });

  it('a refused file writes nothing and leaves the previous version current', async () => {
    const good = await importListFile(db, 'CEIS', file(cguZip('CEIS')));
    // 2,000 rows, the zip cut at 70 %: rows are read and written one by one before the end is found missing.
    const [header = '', row = ''] = Buffer.from(fixtureBytes('cgu/ceis.csv')).toString('latin1').split('\r\n');
    const rows = Array.from({ length: 2000 }, (_, i) => row.replace('"318204"', `"${700000 + i}"`));
    const zip = cguZip('CEIS', new Uint8Array(Buffer.from([header, ...rows].join('\r\n'), 'latin1')));
    const truncated = zip.subarray(0, Math.floor(zip.length * 0.7));
    const refused = await importListFile(db, 'CEIS', file(truncated), { batchSize: 1 });
    expect(refused).toMatchObject({ outcome: 'REFUSED', versionId: null, message: WATCHLIST_MESSAGES.truncatedZip });
    expect(refused.report.rows).toBeGreaterThan(100);
    expect((await current()).rows.map((row) => row.id)).toEqual([good.versionId]);
    expect(await count('SELECT count(*)::int AS n FROM watchlist_versions')).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM watchlist_entries')).toBe(4);
  });

  it('a new version supersedes the current one; entries older than the previous version are dropped', async () => {
    const csv = Buffer.from(fixtureBytes('cgu/ceis.csv')).toString('latin1');
    const lines = csv.split('\r\n');
    const versions = [lines.slice(0, 3), lines.slice(0, 4), lines.slice(0, 5)].map((part) =>
      cguZip('CEIS', new Uint8Array(Buffer.from(part.join('\r\n'), 'latin1'))),
    );
    const ids = [];
    for (const bytes of versions) ids.push((await importListFile(db, 'CEIS', file(bytes))).versionId);
    const rows = await db.query<{ id: number; status: string; entries: number }>(
      `SELECT v.id::int AS id, v.status, (SELECT count(*)::int FROM watchlist_entries e WHERE e.version_id = v.id) AS entries
       FROM watchlist_versions v ORDER BY v.id`,
    );
    expect(rows.rows).toEqual([
      { id: ids[0], status: 'SUPERSEDED', entries: 0 },
      { id: ids[1], status: 'SUPERSEDED', entries: 3 },
      { id: ids[2], status: 'CURRENT', entries: 4 },
    ]);
  });

  it('a cycle: each list on its own; a 404 steps back a day, HTML and refusals are recorded in Portuguese', async () => {
    const config: WatchlistsConfig = {
      ...DEMO_WATCHLISTS,
      mode: 'official',
      cguBaseUrl: 'https://cgu.exemplo.test/download-de-dados',
      ofacUrl: 'https://ofac.exemplo.test/SDN.XML',
      unUrl: 'https://un.exemplo.test/consolidated.xml',
      lists: ['CEIS', 'CNEP', 'PEP', 'OFAC', 'UN'],
    };
    const answers: Record<string, Response> = {
      'https://cgu.exemplo.test/download-de-dados/ceis/20261125': new Response(Buffer.from(cguZip('CEIS'))),
      'https://cgu.exemplo.test/download-de-dados/cnep/20261126': new Response('<html>Acesso bloqueado</html>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
      'https://cgu.exemplo.test/download-de-dados/pep/202611': new Response(Buffer.from(cguZip('PEP').subarray(0, 50))),
      'https://ofac.exemplo.test/SDN.XML': new Response(Buffer.from(fixtureBytes('ofac/sdn.xml'))),
      'https://un.exemplo.test/consolidated.xml': new Response('erro', { status: 503 }),
    };
    const asked: string[] = [];
    const fetch = (async (input: string | URL | Request) => {
      const url = String(input);
      asked.push(url);
      return answers[url] ?? new Response('não encontrado', { status: 404 });
    }) as typeof globalThis.fetch;
    const results = await runWatchlistImport(db, config, { fetch, now: () => FETCHED.getTime() });
    expect(results.map((result) => [result.list, result.outcome])).toEqual([
      ['CEIS', 'IMPORTED'],
      ['CNEP', 'FAILED'],
      ['PEP', 'REFUSED'],
      ['OFAC', 'IMPORTED'],
      ['UN', 'FAILED'],
    ]);
    expect(asked.slice(0, 2)).toEqual([
      'https://cgu.exemplo.test/download-de-dados/ceis/20261126',
      'https://cgu.exemplo.test/download-de-dados/ceis/20261125',
    ]);
    const status = new Map((await listWatchlistStatus(db)).map((row) => [row.list, row]));
    expect(status.get('CEIS')).toMatchObject({
      items: 4,
      skipped: 2,
      errors: 0,
      current_rows: 4,
      published_on: '2026-11-26',
    });
    expect(status.get('CEIS')?.last_warning).toMatch(/2 linhas ignoradas/);
    expect(status.get('CNEP')).toMatchObject({
      errors: 1,
      last_error: WATCHLIST_MESSAGES.htmlAnswer,
      current_rows: null,
    });
    expect(status.get('PEP')).toMatchObject({ errors: 1, last_error: WATCHLIST_MESSAGES.truncatedZip });
    expect(status.get('OFAC')).toMatchObject({ items: 2, skipped: 2, published_on: '2026-11-25' });
    expect(status.get('UN')).toMatchObject({ errors: 1, last_error: WATCHLIST_MESSAGES.httpStatus(503) });
  });
});
