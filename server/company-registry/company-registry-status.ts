import type { CompanyRegistryStatus } from '../../src/contract/court-data.ts';
import type { Db } from '../db/db.ts';
import { toIso, toIsoDay } from '../domain/calendar.ts';
import { findRegistryStatus } from '../repositories/company-registry-status.ts';
import type { CompanyDataConfig } from './company-registry-config.ts';
import { DEMO_REGISTRY_DATE } from './demo-company-registry.ts';

/** Host and path of the base URL (never its user or password): "minhareceita.org", "brasilapi.com.br/api/cnpj/v1". */
export function registryHost(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.host}${path}`;
}

/** The "Fontes de dados" card of the company registry: the demo's fixed facts, or the real one's last outcomes. */
export async function companyRegistryStatus(db: Db, config: CompanyDataConfig): Promise<CompanyRegistryStatus> {
  if (config.mode === 'demo')
    return {
      mode: 'demo',
      host: null,
      dataDate: DEMO_REGISTRY_DATE,
      lastSuccessAt: null,
      lastErrorAt: null,
      lastError: null,
      lastErrorStatus: null,
      protestSource: 'DEMO',
    };
  const row = await findRegistryStatus(db, 'MINHA_RECEITA');
  return {
    mode: config.mode,
    host: registryHost(config.baseUrl),
    dataDate: toIsoDay(row?.data_date ?? null),
    lastSuccessAt: toIso(row?.last_success_at ?? null),
    lastErrorAt: toIso(row?.last_error_at ?? null),
    lastError: row?.last_error ?? null,
    lastErrorStatus: row?.last_error_status ?? null,
    protestSource: 'NOT_CONFIGURED',
  };
}
