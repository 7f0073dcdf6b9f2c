import { describe, expect, it } from 'vitest';
import { checkListenHost, isLoopbackHost, PUBLIC_HOST_OPT_IN } from '../../scripts/listen-host.ts';

describe('npm start on a non-loopback HOST (issue 13)', () => {
  it.each(['127.0.0.1', '127.8.9.10', 'localhost', 'LOCALHOST', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    '%s is loopback',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each([
    '0.0.0.0',
    '::',
    '192.168.0.10',
    '10.0.0.1',
    '128.0.0.1',
    '::2',
    'localhost.example.com',
    'painel.exemplo.test',
    '',
    '::ffff:10.0.0.1',
  ])('%s is not loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });

  it('starts quietly on loopback', () => {
    expect(checkListenHost('127.0.0.1', {})).toEqual({ ok: true, warning: null });
  });

  it('refuses a public host without the opt-in, naming the variable and the risk in Portuguese and English', () => {
    for (const env of [{}, { [PUBLIC_HOST_OPT_IN]: '0' }, { [PUBLIC_HOST_OPT_IN]: 'true' }]) {
      const check = checkListenHost('0.0.0.0', env);
      expect(check.ok).toBe(false);
      if (check.ok) continue;
      expect(check.message).toContain(`${PUBLIC_HOST_OPT_IN}=1`);
      expect(check.message).toContain('123456');
      expect(check.message).toMatch(/não é um endereço de loopback/);
      expect(check.message).toMatch(/fixed password-reset code/);
    }
  });

  it('starts with a loud warning when opted in', () => {
    const check = checkListenHost('0.0.0.0', { [PUBLIC_HOST_OPT_IN]: '1' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.warning).toMatch(/ATENÇÃO \/ WARNING/);
    expect(check.warning).toContain('123456');
    expect(check.warning).toMatch(/public signing key/);
  });
});
