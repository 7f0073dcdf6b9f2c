/**
 * DataJud is off unless an operator sets its key: its Termo de Uso (v1.2, 3.3 and 3.8) allows only non-commercial,
 * authorised use, which a firm must settle for itself. DATAJUD_API_KEY: the CNJ's public key (it changes without
 * notice); DATAJUD_BASE_URL: the service (default the public one; a local fake in tests).
 */
export interface DatajudConfig {
  apiKey: string;
  baseUrl: string;
}

export const DEFAULT_DATAJUD_BASE_URL = 'https://api-publica.datajud.cnj.jus.br';

/** Null when no key is set; throws, in Portuguese, on an invalid base URL. */
export function datajudConfigFromEnv(env: NodeJS.ProcessEnv): DatajudConfig | null {
  const apiKey = (env.DATAJUD_API_KEY ?? '').trim();
  if (apiKey === '') return null;
  const baseUrl = (env.DATAJUD_BASE_URL ?? '').trim() || DEFAULT_DATAJUD_BASE_URL;
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocolo');
  } catch {
    throw new Error(`DATAJUD_BASE_URL deve ser um endereço http(s) (recebido: "${baseUrl}").`);
  }
  return { apiKey, baseUrl };
}
