import { describe, expect, it } from 'vitest';
import { legacyRedirectTarget } from '../../src/lib/legacy-brand';

const at = (hostname: string, pathname = '/', search = '', hash = '') => ({ hostname, pathname, search, hash });
const TARGET = 'https://painel.exemplo.com.br';

describe('legacy-brand redirect (docs/product.md#legacy-brand-redirect)', () => {
  it('sends a host with the brand string to the other dashboard, keeping the deep link', () => {
    expect(legacyRedirectTarget(at('oldbrand.localhost', '/processos', '?page=2', '#x'), 'oldbrand', TARGET)).toBe(
      'https://painel.exemplo.com.br/processos?page=2#x',
    );
    expect(legacyRedirectTarget(at('app.OldBrand.com.br'), 'oldbrand', TARGET)).toBe('https://painel.exemplo.com.br/');
  });

  it('stays on any other host', () => {
    expect(legacyRedirectTarget(at('localhost'), 'oldbrand', TARGET)).toBeNull();
    expect(legacyRedirectTarget(at('painel.exemplo.com.br'), 'oldbrand', TARGET)).toBeNull();
  });

  it('never redirects to a non-http target, or to one that would redirect again', () => {
    expect(legacyRedirectTarget(at('oldbrand.localhost'), 'oldbrand', 'javascript:alert(1)')).toBeNull();
    expect(legacyRedirectTarget(at('oldbrand.localhost'), 'oldbrand', 'https://oldbrand.example')).toBeNull();
    expect(legacyRedirectTarget(at('oldbrand.localhost'), '', TARGET)).toBeNull();
  });
});
