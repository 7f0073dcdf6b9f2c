import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST } from '../../src/sw/navigation-denylist';

const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));

describe('the service worker navigation denylist', () => {
  it('leaves the API, its documents and downloads to the network', () => {
    for (const path of [
      '/v1',
      '/v1/processes',
      '/v2/reports',
      '/identity/x',
      '/docs',
      '/docs/json',
      '/app-config.json',
      '/app-config.json?x=1',
      '/static/js/a.js',
      '/relatorio.pdf',
      '/faturas/3/boleto.PDF?x=1',
    ])
      expect(denied(path), path).toBe(true);
  });

  it('answers the app routes with index.html, including names that merely start like an API prefix', () => {
    for (const path of [
      '/',
      '/processos/12',
      '/notificacoes',
      '/v1x',
      '/documentos',
      '/identityx',
      '/dispositivos',
      '/user/login?redirect=%2F',
    ])
      expect(denied(path), path).toBe(false);
  });
});
