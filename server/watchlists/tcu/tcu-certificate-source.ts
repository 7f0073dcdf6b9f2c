import type { RiskEntry } from '../../../src/contract/relationship-risks.ts';
import type { TcuCertificateSource as SourceName } from '../../../src/contract/constants/tcu-certificates.ts';
import { REAL_DEPS, type CourtDataDeps } from '../../court-data/court-data-providers.ts';
import type { WatchlistsConfig } from '../watchlists-config.ts';
import { createDemoTcuCertificates } from './demo-tcu-certificate.ts';
import { fetchTcuCertificate, type TcuCertificate } from './tcu-certificate.ts';

/** The company a certificate is asked for, as the graph has it (the demo reads its flags; the TCU only the CNPJ). */
export interface TcuCompany {
  cnpj: string;
  name: string;
  /** The entity's risks in the graph (null when its lookup failed). */
  risks: readonly RiskEntry[] | null;
}

/**
 * Where the TCU's consolidated certificate comes from, behind one interface: the TCU's keyless service with
 * WATCHLISTS=official; the demo world's flags otherwise (no network: `npm start` and the tests never leave the machine).
 * Throws TcuError (tcu-certificate.ts) with the Portuguese message when the CNPJ is refused or the service is down.
 */
export interface TcuCertificates {
  readonly source: SourceName;
  issue(company: TcuCompany): Promise<TcuCertificate>;
}

/** The TCU's own service (certidoes-apf), asked for the PDF too: it is the evidence kept. */
export function createOfficialTcuCertificates(baseUrl: string, deps: CourtDataDeps): TcuCertificates {
  return {
    source: 'TCU',
    issue: (company) => fetchTcuCertificate(company.cnpj, { baseUrl, pdf: true, ...deps }),
  };
}

/** The certificates WATCHLISTS asks for: the TCU's with `official`, the demo's otherwise. */
export function tcuCertificatesFromConfig(
  config: WatchlistsConfig,
  deps: Partial<CourtDataDeps> = {},
): TcuCertificates {
  const full: CourtDataDeps = { ...REAL_DEPS, ...deps };
  return config.mode === 'official'
    ? createOfficialTcuCertificates(config.tcuBaseUrl, full)
    : createDemoTcuCertificates(full.now);
}
