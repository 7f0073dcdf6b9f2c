// The lists' part of `npm run sources:check` (live, by hand, never in CI): downloads each official list once and parses
// it with the import's own parsers, and asks the TCU for one certificate; a layout that changed (missing columns,
// another root element) or a certificate answer off its schema is drift. Nothing is written to any database.
import { REAL_DEPS } from '../server/court-data/court-data-providers.ts';
import { readListFile } from '../server/watchlists/parse/read-list-file.ts';
import { fetchTcuCertificate, TcuError } from '../server/watchlists/tcu/tcu-certificate.ts';
import { downloadList } from '../server/watchlists/watchlist-download.ts';
import { newReport, WatchlistFileError, WATCHLISTS } from '../server/watchlists/watchlist-entry.ts';
import { watchlistsConfigFromEnv } from '../server/watchlists/watchlists-config.ts';

/** A public company's CNPJ for the certificate (Banco do Brasil); SOURCES_CHECK_CNPJ overrides it. */
const TCU_SAMPLE_CNPJ = process.env.SOURCES_CHECK_CNPJ ?? '00000000000191';

/** True when every list and the certificate kept their shape. */
export async function checkWatchlists(): Promise<boolean> {
  const config = watchlistsConfigFromEnv({ ...process.env, WATCHLISTS: 'official' });
  let ok = true;
  for (const list of WATCHLISTS) {
    try {
      const { bytes, url } = await downloadList(list, config, REAL_DEPS);
      const report = newReport();
      for await (const _entry of readListFile(list, [bytes], report));
      console.log(
        `${list}: ${report.rows} registros, ${report.skipped} ignorados, publicação ${report.publishedOn ?? '—'} (${url})`,
      );
    } catch (error) {
      if (error instanceof WatchlistFileError) ok = false;
      console.log(`${list}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  try {
    const certificate = await fetchTcuCertificate(TCU_SAMPLE_CNPJ, {
      baseUrl: config.tcuBaseUrl,
      pdf: false,
      ...REAL_DEPS,
    });
    console.log(
      `TCU: ${certificate.registries.map((r) => `${r.registry}=${r.listed ? 'CONSTA' : 'NADA CONSTA'}`).join(', ')}`,
    );
  } catch (error) {
    if (error instanceof TcuError && error.message.includes('formato inesperado')) ok = false;
    console.log(`TCU: ${error instanceof Error ? error.message : String(error)}`);
  }
  return ok;
}
