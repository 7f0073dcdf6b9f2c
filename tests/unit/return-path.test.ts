import { describe, expect, it } from 'vitest';
import { returnQuery, returnTarget, safeReturnPath } from '../../src/lib/return-path';

describe('the address to return to after sign-in (issue 14, item 8)', () => {
  it('keeps paths of this app, with their query and hash', () => {
    expect(safeReturnPath('/processos/1')).toBe('/processos/1');
    expect(safeReturnPath('/atividades?tipo=Pausa#x')).toBe('/atividades?tipo=Pausa#x');
  });
  it('refuses other sites, scripts and the sign-in screens', () => {
    for (const raw of [
      '//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      '/\t/evil.example',
      'processos',
      '/user/login',
      '',
      null,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });
  it('travels as ?next= and falls back to home', () => {
    expect(returnQuery('/processos/1')).toBe('?next=%2Fprocessos%2F1');
    expect(returnQuery('/')).toBe('');
    expect(returnTarget('?next=%2Fprocessos%2F1')).toBe('/processos/1');
    expect(returnTarget('?next=%2F%2Fevil.example')).toBe('/');
    expect(returnTarget('')).toBe('/');
  });
});
