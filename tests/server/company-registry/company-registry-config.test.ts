import { describe, expect, it } from 'vitest';
import {
  companyDataConfigFromEnv,
  DEFAULT_COMPANY_DATA_BASE_URL,
} from '../../../server/company-registry/company-registry-config.ts';

describe('COMPANY_DATA and COMPANY_DATA_BASE_URL', () => {
  it('defaults to the demo (npm start unchanged), the public instance as the base', () => {
    expect(companyDataConfigFromEnv({})).toEqual({ mode: 'demo', baseUrl: DEFAULT_COMPANY_DATA_BASE_URL });
  });

  it('minhareceita with a firm’s instance or BrasilAPI’s path', () => {
    expect(
      companyDataConfigFromEnv({
        COMPANY_DATA: 'minhareceita',
        COMPANY_DATA_BASE_URL: 'https://brasilapi.com.br/api/cnpj/v1',
      }),
    ).toEqual({ mode: 'minhareceita', baseUrl: 'https://brasilapi.com.br/api/cnpj/v1' });
  });

  it('lists every problem in Portuguese', () => {
    expect(() => companyDataConfigFromEnv({ COMPANY_DATA: 'receitaws', COMPANY_DATA_BASE_URL: 'ftp://x?y=1' })).toThrow(
      'Configuração do cadastro de empresas inválida:\n- COMPANY_DATA deve ser "demo" ou "minhareceita" (recebido: "receitaws").\n- COMPANY_DATA_BASE_URL deve ser um endereço http(s) sem parâmetros (recebido: "ftp://x?y=1").',
    );
  });
});
