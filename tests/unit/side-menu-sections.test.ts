import { describe, expect, it } from 'vitest';
import { inSection } from '../../src/lib/paths';

describe('side menu sections', () => {
  it('a page is in a section when its path is the section or below it', () => {
    expect(inSection('/processos', '/processos')).toBe(true);
    expect(inSection('/processos/42', '/processos')).toBe(true);
    expect(inSection('/processos/42', '/processos/')).toBe(true);
  });

  it('a page whose path only starts with the same letters is not (the device screen is not "Notificações")', () => {
    expect(inSection('/notificacoes-no-aparelho', '/notificacoes')).toBe(false);
    expect(inSection('/processosx', '/processos')).toBe(false);
  });
});
